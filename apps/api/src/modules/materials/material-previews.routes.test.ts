import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildPicture } from '../../test/factories.ts';
import { oversizedJpegFile, pdfFile } from '../../test/sample-files.ts';
import { portalHeaders } from '../../test/test-app.ts';
import { jpeg, uploadsSetup } from '../uploads/uploads.test-fixtures.ts';
import { makeMaterialPreviews } from './material-previews.service.ts';
import { materials } from './materials.table.ts';

describe('previews of uploaded pictures', async () => {
  const { app, db, deps, home, officeA, lines, upload, agentCookie } = await uploadsSetup();
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: portalHeaders(agentCookie), payload });

  it('are made once the uploads became material, for pictures only', async () => {
    const line = `/api/orders/orderlines/${lines.photoLine}`;
    const picture = await upload({ orderlineId: lines.photoLine }, 'garden.jpg', await jpeg(2400, 1600));
    const plan = await upload({ orderlineId: lines.photoLine }, 'plan.pdf', pdfFile());
    const registered = await post(`${line}/taskfileuploads/add`, {
      files: [
        { key: picture, fileName: 'garden.jpg' },
        { key: plan, fileName: 'plan.pdf' },
      ],
      copyrightConfirmed: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const added = await post(`${line}/materials/add`);
    expect(added.statusCode, added.body).toBe(201);

    const rowOf = async (name: string) =>
      (await db.select().from(materials).where(eq(materials.orderLineId, lines.photoLine))).find(
        (row) => row.name === name,
      );
    await expect
      .poll(async () => (await rowOf('garden.jpg'))?.thumbnailKey ?? null, { timeout: 20_000 })
      .not.toBeNull();
    const garden = await rowOf('garden.jpg');
    expect(await deps.storage.head(garden?.previewKey as string)).not.toBeNull();
    expect((await rowOf('plan.pdf'))?.previewKey).toBeNull();
  });

  it('a picture claiming more pixels than the hub decodes ends its job at once, without previews or a retry', async () => {
    const picture = await buildPicture(db, deps.storage, { caseId: home.id, branchId: officeA.id });
    await deps.storage.write(picture.storageKey as string, await oversizedJpegFile(), 'image/jpeg');
    const started = Date.now();
    // Resolving (not throwing) is what keeps pg-boss from trying the same picture again.
    await expect(makeMaterialPreviews(deps, picture.id)).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(5_000);
    const [row] = await db.select().from(materials).where(eq(materials.id, picture.id));
    expect(row).toMatchObject({ previewKey: null, thumbnailKey: null });
  });
});
