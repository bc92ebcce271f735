import { ErrorKey, type PresentationRecord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildPicture,
  signIn,
  TEST_PASSWORD,
} from '../../test/factories.ts';
import { buildLinkMaterial, buildVideoMaterial } from '../../test/material-factories.ts';
import { createTestApp, portalHeaders } from '../../test/test-app.ts';
import { branches } from '../branches/branches.table.ts';
import { cases } from '../cases/cases.table.ts';
import { materials } from '../materials/materials.table.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;

describe('presentation routes', async () => {
  const { app, db, deps, setNow } = await createTestApp();
  const { officeA, officeB, agentA, adminB } = await buildOffices(db);
  await db
    .update(branches)
    .set({ logoUrl: 'https://cdn.example.com/a.svg', primaryColor: '#123456', backgroundColor: '#fafafa' })
    .where(eq(branches.id, officeA.id));
  const agentCookie = await signIn(app, agentA.email);
  const adminBCookie = await signIn(app, adminB.email);

  const presented = await buildCase(db, {
    branchId: officeA.id,
    addressFull: 'Havnegade 3, 1058 København K',
  });
  const { pictures } = await buildBatch(db, deps.storage, { caseId: presented.id, branchId: officeA.id }, 2);
  const [first, second] = pictures as [(typeof pictures)[number], (typeof pictures)[number]];
  await db
    .update(materials)
    .set({ previewKey: first.storageKey, thumbnailKey: first.storageKey, sortOrder: 1 })
    .where(eq(materials.id, first.id));
  await db.update(materials).set({ sortOrder: 2 }).where(eq(materials.id, second.id));
  const hidden = await buildPicture(db, deps.storage, {
    caseId: presented.id,
    branchId: officeA.id,
    active: false,
    sortOrder: 3,
  });
  const film = await buildVideoMaterial(db, { caseId: presented.id, branchId: officeA.id, sortOrder: 4 });
  const tour = await buildLinkMaterial(db, {
    caseId: presented.id,
    branchId: officeA.id,
    url: 'https://my.matterport.com/show/?m=abc',
    sortOrder: 5,
  });
  const embedded = await buildLinkMaterial(db, {
    caseId: presented.id,
    branchId: officeA.id,
    type: 'InteractivePresentation',
    url: '<div onclick="steal()"><iframe src="https://player.example.com/v/1?a=1&amp;b=2"></iframe></div>',
    sortOrder: 6,
  });
  await buildLinkMaterial(db, {
    caseId: presented.id,
    branchId: officeA.id,
    url: 'javascript:alert(1)',
    sortOrder: 7,
  });
  const caseOfB = await buildCase(db, { branchId: officeB.id });

  const get = (url: string, cookie?: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const createShare = (caseId: string, cookie = agentCookie, payload?: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/presentation/shares`,
      headers: portalHeaders(cookie),
      payload,
    });
  const revoke = (caseId: string, shareId: string, cookie = agentCookie) =>
    app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/presentation/shares/${shareId}`,
      headers: portalHeaders(cookie),
    });
  const tokenOf = (url: string) => url.split('/presentation/')[1] ?? '';

  describe('GET /api/cases/:id/presentation', () => {
    it('answers 401 without a session', async () => {
      expect((await get(`/api/cases/${presented.id}/presentation`)).statusCode).toBe(401);
    });

    it("answers 404 for another department's case and for an unknown one", async () => {
      expect((await get(`/api/cases/${caseOfB.id}/presentation`, agentCookie)).statusCode).toBe(404);
      expect((await get(`/api/cases/${presented.id}/presentation`, adminBCookie)).statusCode).toBe(404);
      expect((await get(`/api/cases/${UNKNOWN_ID}/presentation`, agentCookie)).statusCode).toBe(404);
    });

    it('answers 400 for a malformed id or filter', async () => {
      expect((await get('/api/cases/not-a-uuid/presentation', agentCookie)).statusCode).toBe(400);
      const badFilter = await get(`/api/cases/${presented.id}/presentation?activeOnly=maybe`, agentCookie);
      expect(badFilter.statusCode).toBe(400);
    });

    it('lists every presentable material as slides in sort order, with branding and signed URLs', async () => {
      const response = await get(`/api/cases/${presented.id}/presentation`, agentCookie);
      expect(response.statusCode).toBe(200);
      const body = response.json<PresentationRecord>();
      expect(body.address).toBe('Havnegade 3, 1058 København K');
      expect(body.branding).toMatchObject({
        logoUrl: 'https://cdn.example.com/a.svg',
        primaryColor: '#123456',
      });
      expect(body.slides.map((slide) => [slide.id, slide.kind, slide.active])).toEqual([
        [first.id, 'image', true],
        [second.id, 'image', true],
        [hidden.id, 'image', false],
        [film.id, 'video', true],
        [tour.id, 'iframe', true],
        [embedded.id, 'embed', true],
      ]);
      const [withPreview, withoutPreview] = body.slides;
      expect(withPreview?.thumbnailUrl).toMatch(/^\/api\/storage\//);
      // No preview made yet: the original stands in for both.
      expect(withoutPreview?.previewUrl).toBe(withoutPreview?.originalUrl);
      expect(withoutPreview?.thumbnailUrl).toBe(withoutPreview?.originalUrl);
      expect(body.slides[4]?.embedUrl).toBe('https://my.matterport.com/show/?m=abc');
      // Only the iframe's address survives the embed code, never its HTML.
      expect(body.slides[5]?.embedUrl).toBe('https://player.example.com/v/1?a=1&b=2');
      expect(Date.parse(body.urlsExpireAt) - Date.now()).toBeGreaterThan(50 * 60 * 1000);

      const picture = await get(withoutPreview?.previewUrl ?? '');
      expect(picture.statusCode).toBe(200);
    });

    it('leaves inactive material out with activeOnly=true', async () => {
      const response = await get(`/api/cases/${presented.id}/presentation?activeOnly=true`, agentCookie);
      const ids = response.json<PresentationRecord>().slides.map((slide) => slide.id);
      expect(ids).not.toContain(hidden.id);
      expect(ids).toHaveLength(5);
    });
  });

  describe('share links', () => {
    it('answers 401 without a session', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/cases/${presented.id}/presentation/shares`,
        headers: { 'x-portal-request': '1' },
      });
      expect(response.statusCode).toBe(401);
      expect((await get(`/api/cases/${presented.id}/presentation/shares`)).statusCode).toBe(401);
      const revoked = await app.inject({
        method: 'DELETE',
        url: `/api/cases/${presented.id}/presentation/shares/${UNKNOWN_ID}`,
        headers: { 'x-portal-request': '1' },
      });
      expect(revoked.statusCode).toBe(401);
    });

    it("answers 404 for another department's case", async () => {
      expect((await createShare(caseOfB.id)).statusCode).toBe(404);
      expect((await get(`/api/cases/${caseOfB.id}/presentation/shares`, agentCookie)).statusCode).toBe(404);
      expect((await revoke(caseOfB.id, UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('answers 400 for malformed ids', async () => {
      expect((await createShare('nope')).statusCode).toBe(400);
      expect((await revoke(presented.id, 'nope')).statusCode).toBe(400);
    });

    it('creates, lists, opens without an account and revokes a link', async () => {
      const created = await createShare(presented.id);
      expect(created.statusCode).toBe(201);
      const share = created.json<{ id: string; url: string; createdByName: string }>();
      expect(share.url).toMatch(/^http:\/\/portal\.test\/presentation\/[\w-]{40,}$/);
      expect(share.createdByName).toBe(`${agentA.firstName} ${agentA.lastName}`);

      const listed = await get(`/api/cases/${presented.id}/presentation/shares`, agentCookie);
      expect(listed.json<{ id: string }[]>().map((item) => item.id)).toEqual([share.id]);

      const opened = await get(`/api/public/presentation/${tokenOf(share.url)}`);
      expect(opened.statusCode).toBe(200);
      const body = opened.json<PresentationRecord>();
      expect(body.branding.primaryColor).toBe('#123456');
      expect(body.slides.map((slide) => slide.id)).toEqual([
        first.id,
        second.id,
        film.id,
        tour.id,
        embedded.id,
      ]);
      expect(body.slides.every((slide) => slide.active)).toBe(true);

      // Another department cannot revoke it; then its own office does, and the link stops working.
      expect((await revoke(presented.id, share.id, adminBCookie)).statusCode).toBe(404);
      expect((await revoke(presented.id, share.id)).statusCode).toBe(204);
      expect((await revoke(presented.id, share.id)).statusCode).toBe(404);
      const gone = await get(`/api/public/presentation/${tokenOf(share.url)}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: ErrorKey.presentationLinkInvalid });
      const after = await get(`/api/cases/${presented.id}/presentation/shares`, agentCookie);
      expect(after.json()).toEqual([]);
    });

    it('never shows material made inactive after the link was shared', async () => {
      const share = (await createShare(presented.id)).json<{ url: string }>();
      await db.update(materials).set({ active: false }).where(eq(materials.id, second.id));
      const body = (await get(`/api/public/presentation/${tokenOf(share.url)}`)).json<PresentationRecord>();
      expect(body.slides.map((slide) => slide.id)).not.toContain(second.id);
      expect(body.slides.map((slide) => slide.id)).not.toContain(hidden.id);
      await db.update(materials).set({ active: true }).where(eq(materials.id, second.id));
    });

    it('shows no material of an archived case until it is restored', async () => {
      const share = (await createShare(presented.id)).json<{ url: string }>();
      await db.update(cases).set({ materialsState: 'ARCHIVED' }).where(eq(cases.id, presented.id));
      const body = (await get(`/api/public/presentation/${tokenOf(share.url)}`)).json<PresentationRecord>();
      await db.update(cases).set({ materialsState: 'ACTIVE' }).where(eq(cases.id, presented.id));
      expect(body.archived).toBe(true);
      expect(body.slides).toEqual([]);
      const restored = (
        await get(`/api/public/presentation/${tokenOf(share.url)}`)
      ).json<PresentationRecord>();
      expect(restored.archived).toBe(false);
      expect(restored.slides.length).toBeGreaterThan(0);
    });

    it('makes a link for 90 days unless another lifetime is chosen, and refuses other lifetimes', async () => {
      const made = (await createShare(presented.id)).json<{ createdAt: string; expiresAt: string }>();
      expect(Date.parse(made.expiresAt) - Date.parse(made.createdAt)).toBe(90 * DAY);
      const week = await createShare(presented.id, agentCookie, { expiresInDays: 7 });
      expect(week.statusCode).toBe(201);
      const weekly = week.json<{ id: string; createdAt: string; expiresAt: string }>();
      expect(Date.parse(weekly.expiresAt) - Date.parse(weekly.createdAt)).toBe(7 * DAY);
      const listed = await get(`/api/cases/${presented.id}/presentation/shares`, agentCookie);
      expect(listed.json()).toContainEqual(
        expect.objectContaining({ id: weekly.id, expiresAt: weekly.expiresAt }),
      );
      const odd = await createShare(presented.id, agentCookie, { expiresInDays: 45 });
      expect(odd.statusCode).toBe(400);
      expect(odd.json().fields).toHaveProperty('expiresInDays');
    });

    it('a share link past its chosen expiry answers like a revoked one and leaves the list', async () => {
      // A remembered session survives the jump in time.
      const cookie = await signIn(app, agentA.email, TEST_PASSWORD, true);
      const share = (await createShare(presented.id, cookie, { expiresInDays: 7 })).json<{
        id: string;
        url: string;
      }>();
      try {
        setNow(new Date(Date.now() + 6 * DAY));
        expect((await get(`/api/public/presentation/${tokenOf(share.url)}`)).statusCode).toBe(200);
        setNow(new Date(Date.now() + 7 * DAY + 60_000));
        const expired = await get(`/api/public/presentation/${tokenOf(share.url)}`);
        expect(expired.statusCode).toBe(404);
        expect(expired.json()).toMatchObject({ code: ErrorKey.presentationLinkInvalid });
        expect(expired.body).not.toContain(presented.addressFull);
        const listed = await get(`/api/cases/${presented.id}/presentation/shares`, cookie);
        expect(listed.json<{ id: string }[]>().map((item) => item.id)).not.toContain(share.id);
      } finally {
        setNow(undefined);
      }
    });

    it('answers 404 presentationLinkInvalid for an unknown token', async () => {
      const response = await get('/api/public/presentation/made-up-token');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: ErrorKey.presentationLinkInvalid });
    });
  });

  describe('GET /api/webshop/whitelabel', () => {
    it('answers 401 without a session', async () => {
      expect((await get('/api/webshop/whitelabel')).statusCode).toBe(401);
    });

    it("answers the user's department branding, and 404 for another department", async () => {
      const own = await get('/api/webshop/whitelabel', agentCookie);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual({
        branchId: officeA.id,
        branchName: officeA.name,
        logoUrl: 'https://cdn.example.com/a.svg',
        primaryColor: '#123456',
        contrastColor: null,
        backgroundColor: '#fafafa',
        faviconUrl: null,
      });
      expect((await get(`/api/webshop/whitelabel?branchId=${officeA.id}`, agentCookie)).statusCode).toBe(200);
      expect((await get(`/api/webshop/whitelabel?branchId=${officeB.id}`, agentCookie)).statusCode).toBe(404);
      const plain = await get('/api/webshop/whitelabel', adminBCookie);
      expect(plain.json()).toMatchObject({ branchId: officeB.id, logoUrl: null, primaryColor: null });
    });

    it('answers 400 for a malformed department id', async () => {
      expect((await get('/api/webshop/whitelabel?branchId=abc', agentCookie)).statusCode).toBe(400);
    });
  });
});
