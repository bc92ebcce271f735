import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PDF_BYTES, renderFirstPdfPage } from '../../adapters/images/pdf-page.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { buildCase, buildOffices } from '../../test/factories.ts';
import { buildPdfFloorPlan, buildPngFloorPlan } from '../../test/material-factories.ts';
import {
  floorPlanPdfFile,
  pdfFile,
  pdfWithOversizedPictureFile,
  slowPdfFile,
} from '../../test/sample-files.ts';
import { createTestApp } from '../../test/test-app.ts';
import { makeMaterialPreviews, needsPreviews, queueMaterialPreviews } from './material-previews.service.ts';
import { materials } from './materials.table.ts';

describe('previews of floor plans', async () => {
  const { db, deps } = await createTestApp();
  const { officeA } = await buildOffices(db);
  const plans = await buildCase(db, { branchId: officeA.id });
  const where = { caseId: plans.id, branchId: officeA.id };

  const rowOf = async (id: string) => (await db.select().from(materials).where(eq(materials.id, id)))[0];
  const stored = async (key: string | null | undefined) =>
    Buffer.concat(await (await deps.storage.read(key as string)).toArray());
  /** The colour of one pixel of a stored JPEG, as the mean of its three channels (0 black, 255 white). */
  const brightnessAt = async (key: string | null | undefined, x: number, y: number) => {
    const { data } = await sharp(await stored(key))
      .extract({ left: x, top: y, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return ((data[0] ?? 0) + (data[1] ?? 0) + (data[2] ?? 0)) / 3;
  };
  const waitForPreviews = (id: string) =>
    expect.poll(async () => (await rowOf(id))?.thumbnailKey ?? null, { timeout: 30_000 }).not.toBeNull();

  it('a PDF floor plan is delivered with its first page drawn as the preview and the thumbnail', async () => {
    const plan = await buildPdfFloorPlan(db, deps.storage, where);
    await queueMaterialPreviews(deps, [plan]);
    await waitForPreviews(plan.id);
    const row = await rowOf(plan.id);
    expect(await sharp(await stored(row?.previewKey)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1131,
    });
    expect(await sharp(await stored(row?.thumbnailKey)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 400,
      height: 283,
    });
    // 1600 / 842 pixels a point: the stairwell (600-680, 400-480 from the bottom) is dark, a room is paper.
    expect(await brightnessAt(row?.previewKey, 1216, 294)).toBeLessThan(80);
    expect(await brightnessAt(row?.previewKey, 380, 275)).toBeGreaterThan(230);
    // An outer wall, 8 points thick along the bottom edge at 60 points.
    expect(await brightnessAt(row?.previewKey, 800, Math.round((595 - 60) * (1600 / 842)))).toBeLessThan(80);
    // The room's name is written in the standard font PDF.js ships, which the PDF only names.
    const label = await sharp(await stored(row?.previewKey))
      .extract({ left: 171, top: 712, width: 240, height: 42 })
      .stats();
    expect(label.channels[0]?.min).toBeLessThan(80);
    expect(row?.storageKey).toBe(plan.storageKey);
  });

  it('a PNG floor plan gets previews like a picture; a PDF that is not a floor plan gets none', async () => {
    const plan = await buildPngFloorPlan(db, deps.storage, where);
    await queueMaterialPreviews(deps, [plan]);
    await waitForPreviews(plan.id);
    expect(await sharp(await stored((await rowOf(plan.id))?.previewKey)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 900,
    });
    const document = { storageKey: 'cases/x/report.pdf', name: 'report.pdf', contentType: 'application/pdf' };
    expect(needsPreviews({ ...document, type: 'Unknown' })).toBe(false);
    expect(needsPreviews({ ...document, type: 'Floorplan' })).toBe(true);
  });

  it('a broken PDF ends its job at once, without previews and without a retry', async () => {
    const broken = await buildPdfFloorPlan(db, deps.storage, where, pdfFile('no pages'));
    // Resolving (not throwing) is what keeps pg-boss from trying the same file again.
    await expect(makeMaterialPreviews(deps, broken.id)).resolves.toBeUndefined();
    expect(await rowOf(broken.id)).toMatchObject({ previewKey: null, thumbnailKey: null });
    const left = [];
    for await (const file of deps.storage.list(`cases/${plans.id}/previews/${broken.id}`)) left.push(file);
    expect(left).toEqual([]);
  });

  it('a PDF above the size limit is refused before a byte of it is read', async () => {
    const huge = await buildPdfFloorPlan(db, deps.storage, where);
    const read = vi.fn(deps.storage.read);
    const storage: Storage = {
      ...deps.storage,
      head: async () => ({ size: MAX_PDF_BYTES + 1, etag: '"x"' }),
      read,
    };
    await expect(makeMaterialPreviews({ ...deps, storage }, huge.id)).resolves.toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    expect(await rowOf(huge.id)).toMatchObject({ previewKey: null, thumbnailKey: null });
  });

  it('a picture inside the PDF above the pixel limit is left out, and the page is still previewed', async () => {
    const plan = await buildPdfFloorPlan(db, deps.storage, where, await pdfWithOversizedPictureFile());
    const started = Date.now();
    await makeMaterialPreviews(deps, plan.id);
    expect(Date.now() - started).toBeLessThan(15_000);
    const row = await rowOf(plan.id);
    expect(row?.previewKey).not.toBeNull();
    // Where the picture would have been drawn: the white of the page.
    expect(await brightnessAt(row?.previewKey, 500, 600)).toBeGreaterThan(230);
  });

  it('a page not drawn within the time limit stops its worker and fails as not rendered', async () => {
    const refused = await renderFirstPdfPage(slowPdfFile(), 1600, { timeoutMs: 200 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({
      name: 'PdfNotRendered',
      message: expect.stringMatching(/longer than 200 ms/),
    });
    const drawn = await renderFirstPdfPage(floorPlanPdfFile(), 400);
    expect([drawn.width, drawn.height, drawn.pixels.length]).toEqual([400, 283, 400 * 283 * 4]);
  });
});
