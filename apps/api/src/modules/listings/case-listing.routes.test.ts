import type { ListingSetRecord } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildBatch,
  buildCase,
  buildOffices,
  buildPicture,
  buildUser,
  signIn,
} from '../../test/factories.ts';
import { buildLinkMaterial, buildPngFloorPlan } from '../../test/material-factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { roles } from '../users/users.table.ts';
import { webhookDeliveries, webhookSubscriptions } from '../webhooks/webhooks.table.ts';
import { apiKeyHeaders } from './listing-test-setup.ts';
import { caseListings } from './listings.table.ts';

describe('case listing routes', async () => {
  const { app, db, deps } = await createTestApp();
  const { officeA, officeB, adminA, agentA, adminB } = await buildOffices(db);
  const [viewerRole] = await db.insert(roles).values({ name: 'Viewer', permissions: [] }).returning();
  if (!viewerRole) throw new Error('role not created');
  const viewer = await buildUser(db, [{ branchId: officeA.id, roleId: viewerRole.id }]);
  const agentCookie = await signIn(app, agentA.email);
  const adminCookie = await signIn(app, adminA.email);
  const viewerCookie = await signIn(app, viewer.email);
  const adminBCookie = await signIn(app, adminB.email);

  const listed = await buildCase(db, { branchId: officeA.id, addressFull: 'Strandvejen 12, 2900 Hellerup' });
  const inA = { caseId: listed.id, branchId: officeA.id };
  const { pictures } = await buildBatch(db, deps.storage, inA, 3);
  const [first, second, third] = pictures as [
    (typeof pictures)[number],
    (typeof pictures)[number],
    (typeof pictures)[number],
  ];
  const hidden = await buildPicture(db, deps.storage, { ...inA, active: false });
  // After every picture, however many the factories made before in this process (their order counts on).
  const plan = await buildPngFloorPlan(db, deps.storage, { ...inA, sortOrder: 1_000_000 });
  const tour = await buildLinkMaterial(db, {
    ...inA,
    url: 'https://my.matterport.com/show/?m=abc',
    sortOrder: 1_000_001,
  });
  const caseOfB = await buildCase(db, { branchId: officeB.id });
  const { pictures: picturesOfB } = await buildBatch(
    db,
    deps.storage,
    { caseId: caseOfB.id, branchId: officeB.id },
    1,
  );
  const pictureOfB = picturesOfB[0];
  if (!pictureOfB) throw new Error('picture not created');
  const [subscription] = await db
    .insert(webhookSubscriptions)
    .values({
      branchId: officeA.id,
      url: 'https://crm.office-a.dk/in',
      events: ['listing.changed'],
      secret: 'whsec_test',
      createdByUserId: adminA.id,
    })
    .returning();
  if (!subscription) throw new Error('subscription not created');

  const get = (caseId: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/api/cases/${caseId}/listing`, headers });
  const put = (caseId: string, payload: object, headers: Record<string, string>) =>
    app.inject({ method: 'PUT', url: `/api/cases/${caseId}/listing`, headers, payload });
  const savedRows = () => db.select().from(caseListings);
  const deliveries = () =>
    db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscription.id));
  const goodBody = {
    materialIds: [second.id, first.id, plan.id],
    mainMaterialId: second.id,
    captions: { [second.id]: 'Stue med udsigt over Øresund', [plan.id]: '' },
  };

  it('answers 401 signed out', async () => {
    expect((await get(listed.id)).statusCode).toBe(401);
    expect((await put(listed.id, goodBody, csrfHeader)).statusCode).toBe(401);
  });

  it('answers the presentation’s active pictures and floor plans before a set is saved', async () => {
    const response = await get(listed.id, portalHeaders(agentCookie));
    expect(response.statusCode).toBe(200);
    const set: ListingSetRecord = response.json();
    expect(set).toMatchObject({ saved: false, mainMaterialId: first.id, captions: {}, updatedAt: null });
    expect(set.materialIds).toEqual([first.id, second.id, third.id, plan.id]);
    expect(set.items.map((item) => item.type)).toEqual(['Picture', 'Picture', 'Picture', 'Floorplan']);
    expect(set.materialIds).not.toContain(hidden.id);
    expect(set.materialIds).not.toContain(tour.id);
  });

  it('answers 404 for another department’s case and writes nothing there', async () => {
    expect((await get(caseOfB.id, portalHeaders(agentCookie))).statusCode).toBe(404);
    const body = { materialIds: [pictureOfB.id], mainMaterialId: pictureOfB.id, captions: {} };
    expect((await put(caseOfB.id, body, portalHeaders(agentCookie))).statusCode).toBe(404);
    expect((await put(listed.id, goodBody, portalHeaders(adminBCookie))).statusCode).toBe(404);
    expect(await savedRows()).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('refuses a user of the department who may not order for it (403), and writes nothing', async () => {
    expect((await get(listed.id, portalHeaders(viewerCookie))).statusCode).toBe(200);
    expect((await put(listed.id, goodBody, portalHeaders(viewerCookie))).statusCode).toBe(403);
    expect(await savedRows()).toEqual([]);
  });

  it('refuses bad sets with the field’s message, and writes nothing', async () => {
    const headers = { ...portalHeaders(agentCookie), 'accept-language': 'sv' };
    const twice = await put(
      listed.id,
      { materialIds: [first.id, first.id], mainMaterialId: third.id, captions: { [second.id]: 'Stue' } },
      headers,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({
      message: 'Kontrollera de markerade fälten.',
      fields: {
        materialIds: 'listings.messages.materialTwice',
        mainMaterialId: 'listings.messages.mainNotChosen',
        [`captions.${second.id}`]: 'listings.messages.captionNotChosen',
      },
    });
    const long = await put(
      listed.id,
      { materialIds: [first.id], mainMaterialId: first.id, captions: { [first.id]: 'x'.repeat(301) } },
      headers,
    );
    expect(long.json().fields).toEqual({ [`captions.${first.id}`]: 'rules.string.max' });
    for (const stranger of [pictureOfB.id, tour.id]) {
      const refused = await put(
        listed.id,
        { materialIds: [first.id, stranger], mainMaterialId: first.id, captions: {} },
        headers,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ materialIds: 'listings.messages.notPictureOfCase' });
    }
    expect(await savedRows()).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('saves the set in the office’s order, answers it on GET, and tells the department’s systems', async () => {
    const response = await put(listed.id, goodBody, portalHeaders(agentCookie));
    expect(response.statusCode).toBe(200);
    const saved: ListingSetRecord = response.json();
    expect(saved).toMatchObject({
      saved: true,
      materialIds: goodBody.materialIds,
      mainMaterialId: second.id,
      captions: { [second.id]: 'Stue med udsigt over Øresund' },
      updatedByName: `${agentA.firstName} ${agentA.lastName}`,
    });
    expect(saved.items.map((item) => item.caption)).toEqual(['Stue med udsigt over Øresund', '', '']);
    expect((await get(listed.id, portalHeaders(adminCookie))).json()).toEqual(saved);
    const [delivery, ...more] = await deliveries();
    expect(more).toEqual([]);
    expect(delivery?.event).toBe('listing.changed');
    expect(JSON.parse(delivery?.body ?? '{}').data).toMatchObject({ caseId: listed.id, pictureCount: 3 });
  });

  it('answers a key with listings.read within its department only; a key cannot save', async () => {
    const reader = await apiKeyHeaders(app, adminCookie, officeA.id, ['listings.read']);
    const read = await get(listed.id, reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().materialIds).toEqual(goodBody.materialIds);
    expect((await get(caseOfB.id, reader)).statusCode).toBe(404);
    const caseReader = await apiKeyHeaders(app, adminCookie, officeA.id, ['cases.read']);
    expect((await get(listed.id, caseReader)).statusCode).toBe(403);
    const before = await savedRows();
    const byKey = await put(listed.id, { ...goodBody, mainMaterialId: first.id }, reader);
    expect(byKey.statusCode).toBe(403);
    expect(await savedRows()).toEqual(before);
  });
});
