import { buffer } from 'node:stream/consumers';
import type { ListingCheckRecord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildBatch, buildCase } from '../../test/factories.ts';
import { auditLog } from '../audit/audit.table.ts';
import { packZipDownload, ZIP_DOWNLOAD_JOB } from '../downloads/downloads.service.ts';
import { zipDownloads } from '../downloads/downloads.table.ts';
import { readZipContents } from '../downloads/downloads.test-fixtures.ts';
import { materials } from './materials.table.ts';
import { createMaterialsCast } from './materials.test-fixtures.ts';

// Material past its usage rights' last day is not offered for copying, sharing, zips or listing exports
// (docs/product.md, "Usage rights"). The last day is the department's: office A is in Copenhagen.
const LAST_DAY = '2026-06-30';
const ON_LAST_DAY = new Date('2026-06-30T21:00:00Z');
const DAY_AFTER = new Date('2026-06-30T22:30:00Z');

describe('material whose usage rights have expired', async () => {
  const cast = await createMaterialsCast();
  const { app, db, deps, call, caseWithBatch, officeA, materialsOf, setNow } = cast;
  const sent = vi.spyOn(deps.jobs, 'send');
  const jobsNamed = (name: string) => sent.mock.calls.filter(([sentName]) => sentName === name);
  afterEach(() => setNow(undefined));

  /** A delivered case of office A with two 1200 × 800 pictures; the first one's rights end on LAST_DAY. */
  async function caseWithExpiring() {
    const row = await buildCase(db, { branchId: officeA.id });
    const { pictures } = await buildBatch(db, deps.storage, { caseId: row.id, branchId: officeA.id }, 2);
    const [expiring, lasting] = pictures as [(typeof pictures)[number], (typeof pictures)[number]];
    await db
      .update(materials)
      .set({ expiresOn: LAST_DAY, width: 1200, height: 800 })
      .where(eq(materials.id, expiring.id));
    await db.update(materials).set({ width: 1200, height: 800 }).where(eq(materials.id, lasting.id));
    return { row, expiring, lasting };
  }

  describe('zip (POST /api/Assets/download-link/ewarp-materials/email)', () => {
    const zip = (caseId: string, materialIds: string[]) =>
      call('POST', '/api/Assets/download-link/ewarp-materials/email', { caseId, materialIds });
    const downloadsOf = (caseId: string) =>
      db.select().from(zipDownloads).where(eq(zipDownloads.caseId, caseId));

    it('refuses a choice holding expired material with 409 naming it, and writes and queues nothing', async () => {
      const { row, expiring, lasting } = await caseWithExpiring();
      const queued = jobsNamed(ZIP_DOWNLOAD_JOB).length;
      setNow(DAY_AFTER);
      const refused = await zip(row.id, [lasting.id, expiring.id]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'materials.messages.rightsExpired',
        details: { materialIds: [expiring.id] },
      });
      expect(await downloadsOf(row.id)).toEqual([]);
      expect(jobsNamed(ZIP_DOWNLOAD_JOB)).toHaveLength(queued);
      expect(cast.mail.received.filter((mail) => mail.text.includes(row.addressFull))).toEqual([]);
    });

    it('packs through the last day, and leaves out what expired between the request and the packing', async () => {
      const { row, expiring, lasting } = await caseWithExpiring();
      // The queue is held back, so the packing happens when the test says.
      sent.mockImplementationOnce(async () => 'held back');
      setNow(ON_LAST_DAY);
      const asked = await zip(row.id, [expiring.id, lasting.id]);
      expect(asked.statusCode, asked.body).toBe(200);
      const { downloadId } = asked.json();
      setNow(DAY_AFTER);
      await packZipDownload(deps, { downloadId });
      const [download] = await downloadsOf(row.id);
      expect(download?.status).toBe('READY');
      const packed = readZipContents(await buffer(await deps.storage.read(download?.storageKey as string)));
      expect([...packed.keys()]).toEqual([lasting.name]);
    });
  });

  describe('copy (POST /api/cases/:id/assets/copy)', () => {
    it('refuses chosen expired material with 409 and copies nothing', async () => {
      const { row, expiring, lasting } = await caseWithExpiring();
      const target = await caseWithBatch(0);
      setNow(DAY_AFTER);
      const refused = await call('POST', `/api/cases/${row.id}/assets/copy`, {
        targetCaseId: target.case.id,
        materialIds: [expiring.id, lasting.id],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details).toEqual({ materialIds: [expiring.id] });
      expect(await materialsOf(target.case.id)).toEqual([]);
    });

    it('leaves expired material out of a copy of everything, saying why, and the copy keeps its rights', async () => {
      const { row, lasting } = await caseWithExpiring();
      await db.update(materials).set({ credit: 'Kari Nordmann' }).where(eq(materials.id, lasting.id));
      const target = await caseWithBatch(0);
      setNow(DAY_AFTER);
      const copied = await call('POST', `/api/cases/${row.id}/assets/copy`, { targetCaseId: target.case.id });
      expect(copied.statusCode, copied.body).toBe(200);
      expect(copied.json()).toMatchObject({ copied: 1, leftOut: [{ reason: 'rightsExpired', count: 1 }] });
      expect((await materialsOf(target.case.id)).map((each) => [each.name, each.credit])).toEqual([
        [lasting.name, 'Kari Nordmann'],
      ]);
    });
  });

  describe('sharing (GET /api/public/presentation/:token)', () => {
    it('never shows expired material through a link; the office’s own presentation shows it with its rights', async () => {
      const { row, expiring, lasting } = await caseWithExpiring();
      const share = await call('POST', `/api/cases/${row.id}/presentation/shares`, { expiresInDays: 7 });
      expect(share.statusCode, share.body).toBe(201);
      const token = new URL(share.json().url).pathname.split('/').at(-1);
      const shared = async () =>
        (await app.inject({ method: 'GET', url: `/api/public/presentation/${token}` })).json().slides;
      setNow(ON_LAST_DAY);
      expect((await shared()).map((slide: { id: string }) => slide.id)).toEqual([expiring.id, lasting.id]);
      setNow(DAY_AFTER);
      expect((await shared()).map((slide: { id: string }) => slide.id)).toEqual([lasting.id]);
      const own = (await call('GET', `/api/cases/${row.id}/presentation`)).json().slides;
      expect(
        own.map((slide: { id: string; rights: { expired: boolean } }) => [slide.id, slide.rights.expired]),
      ).toEqual([
        [expiring.id, true],
        [lasting.id, false],
      ]);
    });
  });

  describe('listing export (check, export, feed)', () => {
    it('refuses a set with an expired picture under every profile, writes nothing, and its feed link no longer opens it', async () => {
      const { row, expiring, lasting } = await caseWithExpiring();
      const saved = await call('PUT', `/api/cases/${row.id}/listing`, {
        materialIds: [expiring.id, lasting.id],
        mainMaterialId: lasting.id,
        captions: {},
      });
      expect(saved.statusCode, saved.body).toBe(200);
      setNow(ON_LAST_DAY);
      const before: ListingCheckRecord = (
        await call('GET', `/api/cases/${row.id}/listing/check/own-website`)
      ).json();
      expect(before.exportable).toBe(true);
      const feedBefore = (await call('GET', `/api/cases/${row.id}/listing/feed/own-website`)).json();
      const link = new URL(
        feedBefore.files.find((file: { materialId: string }) => file.materialId === expiring.id).url,
      );

      setNow(DAY_AFTER);
      const check: ListingCheckRecord = (
        await call('GET', `/api/cases/${row.id}/listing/check/own-website`)
      ).json();
      expect(check.exportable).toBe(false);
      expect(check.findings).toEqual([
        { severity: 'refuse', code: 'rightsExpired', materialId: expiring.id, params: {} },
      ]);
      const exported = await call('POST', `/api/cases/${row.id}/listing/exports/own-website`, {});
      expect(exported.statusCode).toBe(409);
      expect(exported.json().details.findings).toEqual(check.findings);
      expect(await db.select().from(zipDownloads).where(eq(zipDownloads.caseId, row.id))).toEqual([]);
      const exportAudits = await db.select().from(auditLog).where(eq(auditLog.action, 'listing.exported'));
      expect(exportAudits.filter((entry) => entry.targetId === row.id)).toEqual([]);
      const feed = (await call('GET', `/api/cases/${row.id}/listing/feed/own-website`)).json();
      expect(feed).toMatchObject({ exportable: false, findings: check.findings });
      const served = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(served.statusCode).toBe(409);
      expect(served.json().code).toBe('materials.messages.rightsExpired');
    });
  });
});
