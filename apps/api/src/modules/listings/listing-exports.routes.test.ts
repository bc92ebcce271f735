import { buffer } from 'node:stream/consumers';
import type { ListingCheckRecord, ListingFeedRecord, ListingProfileRules } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { blankCanvas, openImage } from '../../adapters/images/images.ts';
import { buildCase, buildOffices, buildOrder, buildTask, buildUser, signIn } from '../../test/factories.ts';
import { buildLinkMaterial, buildMaterial, buildPngFloorPlan } from '../../test/material-factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { auditLog } from '../audit/audit.table.ts';
import { ZIP_DOWNLOAD_JOB } from '../downloads/downloads.service.ts';
import { zipDownloads } from '../downloads/downloads.table.ts';
import { readZipContents } from '../downloads/downloads.test-fixtures.ts';
import { roles } from '../users/users.table.ts';
import { apiKeyHeaders } from './listing-test-setup.ts';
import { listingProfiles } from './listings.table.ts';

const LONG_EDGE = 1200;

describe('listing check, export and feed routes', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  const [viewerRole] = await db.insert(roles).values({ name: 'Viewer', permissions: [] }).returning();
  if (!viewerRole) throw new Error('role not created');
  const viewer = await buildUser(db, [{ branchId: officeA.id, roleId: viewerRole.id }]);
  const agent = portalHeaders(await signIn(app, agentA.email));
  const adminCookie = await signIn(app, adminA.email);
  const viewerHeaders = portalHeaders(await signIn(app, viewer.email));
  const otherDepartment = portalHeaders(await signIn(app, adminB.email));

  // Smaller long edges than the defaults, so the test's pictures are scaled down.
  for (const id of ['finn', 'hemnet']) {
    const [profile] = await db.select().from(listingProfiles).where(eq(listingProfiles.id, id));
    const rules: ListingProfileRules = { ...(profile?.rules as ListingProfileRules), maxLongEdge: LONG_EDGE };
    await db.update(listingProfiles).set({ rules }).where(eq(listingProfiles.id, id));
  }

  const listed = await buildCase(db, { branchId: officeA.id, addressFull: 'Bygdøy allé 5, 0257 Oslo' });
  const inA = { caseId: listed.id, branchId: officeA.id };
  const { order, lines } = await buildOrder(db, inA, [
    { productName: 'Photography' },
    { productName: 'Virtual staging' },
  ]);
  const [photoLine, stagingLine] = lines;
  if (!photoLine || !stagingLine) throw new Error('lines not created');
  await buildTask(db, { ...inA, orderId: order.id, orderLineId: stagingLine.id, type: 'VIRTUAL_STAGING' });

  /**
   * A bright 3:2 picture of 2400 × 1600, so the label band shows as dark pixels, credited to the photographer
   * of the visit as its delivery stamped it (the floor plan credits nobody).
   */
  const brightPicture = async (name: string, values: { orderLineId: string; tags?: string[] }) => {
    const key = `cases/${listed.id}/${name}`;
    const image = await blankCanvas({
      width: 2400,
      height: 1600,
      channels: 3,
      background: { r: 250, g: 250, b: 245 },
    })
      .jpeg()
      .toBuffer();
    const stored = await deps.storage.write(key, image, 'image/jpeg');
    return buildMaterial(db, {
      ...inA,
      type: 'Picture',
      name,
      storageKey: key,
      contentType: 'image/jpeg',
      size: stored.size,
      width: 2400,
      height: 1600,
      credit: 'Kari Nordmann',
      ...values,
    });
  };
  const original = await brightPicture('IMG_0012.jpg', { orderLineId: photoLine.id });
  const main = await brightPicture('IMG_0020.jpg', { orderLineId: photoLine.id });
  const staged = await brightPicture('IMG_0012-staged.jpg', { orderLineId: stagingLine.id });
  const branded = await brightPicture('IMG_0030.jpg', { orderLineId: photoLine.id, tags: ['LOGO_BAND'] });
  const plan = await buildPngFloorPlan(db, deps.storage, { ...inA, orderLineId: photoLine.id });
  await buildLinkMaterial(db, { ...inA, name: 'Visning', url: 'https://my.matterport.com/show/?m=abc' });
  const caseOfB = await buildCase(db, { branchId: officeB.id });

  const saveSet = (materialIds: string[]) =>
    app.inject({
      method: 'PUT',
      url: `/api/cases/${listed.id}/listing`,
      headers: agent,
      payload: {
        materialIds,
        mainMaterialId: main.id,
        captions: { [staged.id]: 'Stue, møblert', [main.id]: 'Fasade mot sør' },
      },
    });
  const check = (caseId: string, profileId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/cases/${caseId}/listing/check/${profileId}`, headers });
  const exportFor = (caseId: string, profileId: string, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/listing/exports/${profileId}`,
      headers,
      payload: {},
    });
  const feed = (caseId: string, profileId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/cases/${caseId}/listing/feed/${profileId}`, headers });
  const downloads = () => db.select().from(zipDownloads);
  const exportAudits = () => db.select().from(auditLog).where(eq(auditLog.action, 'listing.exported'));
  const sent = vi.spyOn(deps.jobs, 'send');
  const zipJobs = () => sent.mock.calls.filter(([name]) => name === ZIP_DOWNLOAD_JOB);

  /** The exported zip's entries, once its job has packed it. */
  async function packedZip(downloadId: string) {
    const statusOf = async () => (await downloads()).find((row) => row.id === downloadId)?.status;
    await expect.poll(statusOf, { timeout: 30_000 }).toBe('READY');
    return readZipContents(await buffer(await deps.storage.read(`downloads/${listed.id}/${downloadId}.zip`)));
  }

  /** The mean brightness of a region of a JPEG: the bottom-left corner, or the top-right one. */
  async function brightness(jpeg: Buffer, corner: 'bottomLeft' | 'topRight') {
    const { data, info } = await openImage(jpeg).raw().toBuffer({ resolveWithObject: true });
    const xs = corner === 'bottomLeft' ? [2, 12] : [info.width - 12, info.width - 2];
    const ys = corner === 'bottomLeft' ? [info.height - 40, info.height - 3] : [2, 40];
    let sum = 0;
    let count = 0;
    for (let y = ys[0] ?? 0; y < (ys[1] ?? 0); y += 1) {
      for (let x = xs[0] ?? 0; x < (xs[1] ?? 0); x += 1) {
        sum += data[(y * info.width + x) * info.channels] ?? 0;
        count += 1;
      }
    }
    return sum / count;
  }

  it('answers 401 signed out', async () => {
    expect((await check(listed.id, 'finn')).statusCode).toBe(401);
    expect((await feed(listed.id, 'finn')).statusCode).toBe(401);
    const signedOut = await exportFor(listed.id, 'finn', csrfHeader);
    expect(signedOut.statusCode).toBe(401);
    expect(await downloads()).toEqual([]);
  });

  it("answers 404 for another department's case, 400 for a bad profile id and 404 for an unknown one", async () => {
    expect((await check(listed.id, 'finn', otherDepartment)).statusCode).toBe(404);
    expect((await check(caseOfB.id, 'finn', agent)).statusCode).toBe(404);
    expect((await exportFor(listed.id, 'finn', otherDepartment)).statusCode).toBe(404);
    expect((await feed(listed.id, 'finn', otherDepartment)).statusCode).toBe(404);
    const bad = await check(listed.id, 'FINN!', agent);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ profileId: 'rules.string.matches' });
    expect((await exportFor(listed.id, 'Bad_Id', agent)).statusCode).toBe(400);
    expect((await check(listed.id, 'nowhere', agent)).statusCode).toBe(404);
    expect((await exportFor(listed.id, 'nowhere', agent)).statusCode).toBe(404);
    expect(await downloads()).toEqual([]);
    expect(await exportAudits()).toEqual([]);
    expect(zipJobs()).toEqual([]);
  });

  it('refuses the export to a user who may not order for the department (403), and writes nothing', async () => {
    expect((await check(listed.id, 'finn', viewerHeaders)).statusCode).toBe(200);
    expect((await exportFor(listed.id, 'finn', viewerHeaders)).statusCode).toBe(403);
    expect(await downloads()).toEqual([]);
  });

  it('lists what FINN refuses (the logo band), refuses that export with the findings, and writes nothing', async () => {
    expect((await saveSet([main.id, original.id, staged.id, branded.id, plan.id])).statusCode).toBe(200);
    const finn: ListingCheckRecord = (await check(listed.id, 'finn', agent)).json();
    expect(finn.exportable).toBe(false);
    expect(finn.findings).toEqual([
      { severity: 'refuse', code: 'watermarked', materialId: branded.id, params: {} },
    ]);
    // Hemnet does not forbid marks: the same picture is only a warning there.
    const hemnet: ListingCheckRecord = (await check(listed.id, 'hemnet', agent)).json();
    expect(hemnet).toMatchObject({ exportable: true, findings: [{ severity: 'warn', code: 'watermarked' }] });

    const refused = await exportFor(listed.id, 'finn', { ...agent, 'accept-language': 'nb-NO' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'listings.messages.exportRefused',
      message: 'Portalen ville avvist denne annonsen. Rett det kontrollen viser, og eksporter på nytt.',
      details: { findings: finn.findings },
    });
    expect(await downloads()).toEqual([]);
    expect(await exportAudits()).toEqual([]);
    expect(zipJobs()).toEqual([]);
  });

  it('checks a set with a staged picture: its order, names, sizes, captions and credit per profile', async () => {
    expect((await saveSet([original.id, plan.id, staged.id, main.id])).statusCode).toBe(200);
    const finn: ListingCheckRecord = (await check(listed.id, 'finn', agent)).json();
    expect(finn.exportable).toBe(true);
    expect(finn.findings).toEqual([]);
    expect(finn.files.map((file) => [file.fileName, file.materialId])).toEqual([
      ['01-picture.jpg', main.id],
      ['02-picture.jpg', original.id],
      ['03-staged.jpg', staged.id],
      ['04-floorplan.jpg', plan.id],
    ]);
    expect(finn.files[2]).toMatchObject({
      caption: 'Stue, møblert (Illustrasjon – digitalt endret)',
      alteration: 'staged',
      originalMaterialId: original.id,
      width: LONG_EDGE,
      height: 800,
      credit: 'Kari Nordmann',
    });
    expect(finn.files[3]).toMatchObject({ altText: 'Plantegning 4', credit: null, width: 1200, height: 900 });
    expect(finn.links).toEqual([
      { title: 'Visning (Matterport)', url: 'https://my.matterport.com/show/?m=abc' },
    ]);
    const hemnet: ListingCheckRecord = (await check(listed.id, 'hemnet', agent)).json();
    expect(hemnet.files.map((file) => file.materialId)).toEqual([main.id, plan.id, original.id, staged.id]);
    expect(hemnet.files[3]?.caption).toBe('Stue, møblert (Fotomontage – digitalt ändrad)');
  });

  it('exports for FINN and Hemnet as zips of resized, ordered, labelled files with manifests', async () => {
    for (const [profileId, names, stagedName] of [
      [
        'finn',
        ['01-picture.jpg', '02-picture.jpg', '03-staged.jpg', '04-floorplan.jpg', 'lenker.txt'],
        '03-staged.jpg',
      ],
      [
        'hemnet',
        ['01-picture.jpg', '02-floorplan.jpg', '03-picture.jpg', '04-staged.jpg', 'länkar.txt'],
        '04-staged.jpg',
      ],
    ] as const) {
      const response = await exportFor(listed.id, profileId, agent);
      expect(response.statusCode).toBe(202);
      const { downloadId } = response.json();
      const zip = await packedZip(downloadId);
      expect([...zip.keys()].sort()).toEqual([...names, 'manifest.csv', 'manifest.json'].sort());
      for (const name of names.filter((each) => each.endsWith('.jpg'))) {
        const meta = await openImage(zip.get(name)).metadata();
        expect(meta.format).toBe('jpeg');
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(LONG_EDGE);
      }
      const stagedFile = zip.get(stagedName) as Buffer;
      expect(await openImage(stagedFile).metadata()).toMatchObject({
        width: 1200,
        height: 800,
        space: 'srgb',
      });
      // The label band darkens the bottom-left corner of the staged picture only.
      expect(await brightness(stagedFile, 'bottomLeft')).toBeLessThan(90);
      expect(await brightness(stagedFile, 'topRight')).toBeGreaterThan(230);
      expect(await brightness(zip.get('01-picture.jpg') as Buffer, 'bottomLeft')).toBeGreaterThan(230);

      const manifest = JSON.parse(zip.get('manifest.json')?.toString('utf8') ?? '{}');
      expect(manifest.profile.id).toBe(profileId);
      expect(manifest.files.find((row: { file: string }) => row.file === stagedName)).toMatchObject({
        staged: true,
        sourceMaterialId: staged.id,
        photographerCredit: 'Kari Nordmann',
      });
      const csv = zip.get('manifest.csv')?.toString('utf8') ?? '';
      expect(csv.split('\r\n')[0]).toBe(
        '\uFEFFposition,file,caption,type,alt_text,photographer_credit,staged,source_material_id',
      );
      expect(csv).toContain(`,${stagedName},`);
      expect(csv.split('\r\n').filter((line) => line.includes(',yes,'))).toHaveLength(1);
    }
    const listedDownloads = await app.inject({
      method: 'GET',
      url: `/api/Assets/downloads?caseId=${listed.id}`,
      headers: agent,
    });
    expect(listedDownloads.json().map((row: { listingProfileId: string }) => row.listingProfileId)).toEqual([
      'hemnet',
      'finn',
    ]);
    expect((await exportAudits()).map((entry) => entry.targetId)).toEqual([listed.id, listed.id]);
  });

  it('feeds a key with listings.read signed links that serve the files as the profile exports them', async () => {
    const reader = await apiKeyHeaders(app, adminCookie, officeA.id, ['listings.read']);
    const response = await feed(listed.id, 'finn', reader);
    expect(response.statusCode).toBe(200);
    const record: ListingFeedRecord = response.json();
    expect(record).toMatchObject({ caseId: listed.id, profileId: 'finn', exportable: true });
    const stagedFile = record.files.find((file) => file.materialId === staged.id);
    if (!stagedFile) throw new Error('staged file missing');
    const url = new URL(stagedFile.url);
    expect(url.origin).toBe('http://portal.test');
    const served = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(await openImage(served.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
    expect(await brightness(served.rawPayload, 'bottomLeft')).toBeLessThan(90);

    const altered = new URL(url);
    altered.pathname = altered.pathname.replace(staged.id, original.id);
    expect(
      (await app.inject({ method: 'GET', url: `${altered.pathname}${altered.search}` })).statusCode,
    ).toBe(403);
    setNow(new Date(new Date(stagedFile.urlExpiresAt).getTime() + 1000));
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    setNow(new Date());

    expect((await feed(caseOfB.id, 'finn', reader)).statusCode).toBe(404);
    const caseReader = await apiKeyHeaders(app, adminCookie, officeA.id, ['cases.read']);
    expect((await feed(listed.id, 'finn', caseReader)).statusCode).toBe(403);
    expect((await check(listed.id, 'finn', caseReader)).statusCode).toBe(403);
    expect((await exportFor(listed.id, 'finn', reader)).statusCode).toBe(403);
  });
});
