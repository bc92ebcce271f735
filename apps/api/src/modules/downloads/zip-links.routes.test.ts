import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCase, buildOffices, buildPicture, mailsTo, signIn } from '../../test/factories.ts';
import { buildLinkMaterial, buildMaterial, buildPdfFloorPlan } from '../../test/material-factories.ts';
import { floorPlanPdfFile } from '../../test/sample-files.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { users } from '../users/users.table.ts';
import { zipDownloads } from './downloads.table.ts';
import { readZipContents } from './downloads.test-fixtures.ts';

const EMAIL_CALL = '/api/Assets/download-link/ewarp-materials/email';

// Link material has nothing to pack: the zip lists it in a text file in the asker's language, beside the
// packed files (PDF floor plans among them).

describe('links in a zip download', async () => {
  const { app, db, deps, mail } = await createTestApp();
  const { officeA, officeB, agentA, adminA, adminB } = await buildOffices(db);
  await db.update(users).set({ locale: 'da-DK' }).where(eq(users.id, agentA.id));
  await db.update(users).set({ locale: 'sv-SE' }).where(eq(users.id, adminA.id));
  const danish = await signIn(app, agentA.email);
  const swedish = await signIn(app, adminA.email);
  const otherOffice = await signIn(app, adminB.email);

  const home = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const where = { caseId: home.id, branchId: officeA.id };
  const photo = await buildPicture(db, deps.storage, { ...where, sortOrder: 1 });
  const plan = await buildPdfFloorPlan(db, deps.storage, { ...where, name: 'plan.pdf', sortOrder: 2 });
  const stagedPlan = await buildPicture(db, deps.storage, {
    ...where,
    type: 'Floorplan',
    name: 'plan-2d.jpg',
    sortOrder: 3,
    cloudScannerLinks: [{ type: 'CloudScannerStaging', url: 'https://scanner.example.com/staging/9' }],
  });
  const tour = await buildLinkMaterial(db, {
    ...where,
    name: '3D tour',
    url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    sortOrder: 4,
  });
  const film = await buildLinkMaterial(db, {
    ...where,
    type: 'Video',
    name: 'Film\nof the house',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    sortOrder: 5,
  });
  const texts = await buildMaterial(db, { ...where, type: 'CopywriteTexts', name: 'Texts', sortOrder: 6 });
  const unsafe = await buildLinkMaterial(db, {
    ...where,
    type: 'Link',
    url: 'javascript:alert(1)',
    sortOrder: 7,
  });
  const otherCase = await buildCase(db, { branchId: officeB.id });
  const otherTour = await buildLinkMaterial(db, {
    caseId: otherCase.id,
    branchId: officeB.id,
    url: 'https://my.matterport.com/show/?m=b',
  });

  const order = (payload: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: EMAIL_CALL,
      headers: cookie ? portalHeaders(cookie) : { 'x-portal-request': '1' },
      payload,
    });
  const statusOf = async (id: string) =>
    (await db.select().from(zipDownloads).where(eq(zipDownloads.id, id)))[0]?.status;
  /** Orders a zip of `materialIds`, waits until it is packed and answers its entries by name. */
  async function packedZip(materialIds: string[], cookie: string) {
    const response = await order({ caseId: home.id, materialIds }, cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { downloadId } = response.json<{ downloadId: string }>();
    await expect.poll(() => statusOf(downloadId), { timeout: 20_000 }).toBe('READY');
    const zip = await deps.storage.read(`downloads/${home.id}/${downloadId}.zip`);
    return readZipContents(Buffer.concat(await zip.toArray()));
  }

  it('refuses a choice without a file or a link to give, signed out, or of another department, writing nothing', async () => {
    const nothing = await order({ caseId: home.id, materialIds: [texts.id, unsafe.id] }, danish);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      fields: { materialIds: 'materials.messages.nothingChosen' },
      message: expect.any(String),
    });
    expect((await order({ caseId: home.id, materialIds: [tour.id] })).statusCode).toBe(401);
    expect((await order({ caseId: home.id, materialIds: [tour.id] }, otherOffice)).statusCode).toBe(404);
    expect((await order({ caseId: home.id, materialIds: [tour.id, otherTour.id] }, danish)).statusCode).toBe(
      404,
    );
    expect(await db.select().from(zipDownloads)).toEqual([]);
  });

  it('packs the files, a PDF floor plan among them, and lists the links in Danish for a Danish user', async () => {
    const entries = await packedZip([photo.id, plan.id, stagedPlan.id, tour.id, film.id, texts.id], danish);
    expect([...entries.keys()].sort()).toEqual([photo.name, 'links.txt', 'plan-2d.jpg', 'plan.pdf'].sort());
    expect(entries.get('plan.pdf')?.equals(floorPlanPdfFile())).toBe(true);
    expect(entries.get('links.txt')?.toString('utf8').split('\r\n')).toEqual([
      'Links til Strandvejen 12, 2900 Hellerup',
      '',
      'plan-2d.jpg (Indretning): https://scanner.example.com/staging/9',
      '3D tour (Matterport): https://my.matterport.com/show/?m=SxQL3iGyoDo',
      'Film of the house (Video): https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      '',
    ]);
    // The mail counts what the zip holds: three files and the list.
    const readyMail = () =>
      mailsTo(mail.received, agentA.email).find((item) => item.subject.includes('klar'));
    await expect.poll(() => readyMail()?.text ?? '', { timeout: 20_000 }).toContain('(4 filer)');
  });

  it('makes a zip of only the list when only links are chosen, in Swedish for a Swedish user', async () => {
    const entries = await packedZip([tour.id, unsafe.id], swedish);
    expect([...entries.keys()]).toEqual(['länkar.txt']);
    expect(entries.get('länkar.txt')?.toString('utf8')).toBe(
      'Länkar för Strandvejen 12, 2900 Hellerup\r\n\r\n3D tour (Matterport): https://my.matterport.com/show/?m=SxQL3iGyoDo\r\n',
    );
  });
});
