import { ErrorKey, zonedInstant } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildCase,
  buildContactPerson,
  buildOffices,
  buildOrder,
  buildProduct,
  buildProviderStaff,
  buildTask,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { BOOKING_NOW, buildPhotographer } from './booking-test-setup.ts';
import { createBookingOfOrder } from './bookings.service.ts';
import { bookings } from './bookings.table.ts';

const thursdayAt = (hours: number) =>
  zonedInstant('2026-03-05', hours * 60, 'Europe/Copenhagen').toISOString();

describe('the photographer’s job sheet of a visit', async () => {
  const { app, db, setNow } = await createTestApp();
  setNow(BOOKING_NOW);
  const { officeA, adminA } = await buildOffices(db);
  const coordinator = await buildProviderStaff(db, ['visits.manage', 'orders.fulfil']);
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const annaUser = await buildProviderStaff(db, ['visits.manage']);
  const boUser = await buildProviderStaff(db, ['visits.manage']);
  const anna = await buildPhotographer(db, { name: 'Anna Fotograf', userId: annaUser.id });
  await buildPhotographer(db, { name: 'Bo Fotograf', userId: boUser.id });
  const cookies = {
    coordinator: await signIn(app, coordinator.email),
    editor: await signIn(app, editor.email),
    anna: await signIn(app, annaUser.email),
    bo: await signIn(app, boUser.email),
    officeAdmin: await signIn(app, adminA.email),
  };
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: portalHeaders(cookie) });

  const a = officeA.id;
  const photos = await buildProduct(db, {
    branchId: a,
    name: 'Fotografering 20 billeder',
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Picture'],
    taskCategories: ['BOOK_PHOTOGRAPHER', 'UPLOAD_IMAGES'],
  });
  const matterport = await buildProduct(db, {
    branchId: a,
    name: 'Matterport 3D-rundvisning',
    deliveryKinds: ['links'],
    deliveredMaterialTypes: ['Matterport'],
    tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
    taskCategories: ['BOOK_PHOTOGRAPHER'],
  });
  const drone = await buildProduct(db, {
    branchId: a,
    name: 'Dronefoto 5 billeder',
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Picture', 'Video'],
    taskCategories: ['ARIAL'],
  });
  const staging = await buildProduct(db, {
    branchId: a,
    name: 'Virtuel indretning',
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Picture'],
    taskCategories: ['VIRTUAL_STAGING'],
  });

  let hour = 8;
  /** Anna's confirmed visit on Thursday (each an hour later) of an order with a package, pictures, a scan, a drone, staging. */
  async function annasVisit() {
    const item = await buildCase(db, { branchId: a, addressFull: 'Strandvejen 12, 2. th, 2900 Hellerup' });
    await buildContactPerson(db, {
      caseId: item.id,
      name: 'Mads Ejer',
      priority: 2,
      phoneMobile: '+4522222222',
    });
    await buildContactPerson(db, {
      caseId: item.id,
      name: 'Sofie Sælger',
      priority: 1,
      contactType: 'REALTOR',
      phoneMobile: '+4512345678',
      email: 'sofie@seller.test',
    });
    const { order } = await buildOrder(
      db,
      {
        caseId: item.id,
        branchId: a,
        propertyType: 'villa',
        livingArea: 142,
        basementArea: 40,
        storeys: 2,
        cadastralNumber: '12a Hellerup By',
        roofColor: 'darkGrey',
        offeringType: 'OWNERSHIP',
        keyPickup: true,
        keyPickupAddress: 'Nabo, Strandvejen 14',
        photographerComment: 'Hunden er venlig – ring på hos naboen først. #3-værelses',
      },
      [
        { productName: 'Premium', position: 0, awaitsDelivery: false },
        { productId: photos.id, productName: photos.name, position: 1 },
        { productId: matterport.id, productName: matterport.name, position: 2 },
        { productId: drone.id, productName: drone.name, position: 3 },
        { productId: staging.id, productName: staging.name, position: 4, orderedQuantity: 3 },
        { productName: 'Nøgleafhentning', itemNumber: 'KEY-PICKUP', position: 5, awaitsDelivery: false },
        { productId: photos.id, productName: 'Cancelled line', position: 6, status: 'CANCELLED' },
      ],
    );
    await buildTask(db, { branchId: a, caseId: item.id, orderId: order.id, type: 'BOOK_PHOTOGRAPHER' });
    const booking = await createBookingOfOrder(db, order.id, BOOKING_NOW);
    if (!booking) throw new Error('booking not created');
    await db
      .update(bookings)
      .set({
        photographerId: anna.id,
        visitStatus: 'CONFIRMED',
        tourDate: '2026-03-05',
        planningFrameStart: new Date(thursdayAt(hour)),
        planningFrameEnd: new Date(thursdayAt(++hour)),
      })
      .where(eq(bookings.id, booking.id));
    return { order, booking };
  }

  it('answers 401 signed out, 403 to office users and to staff without visits.manage', async () => {
    const { booking } = await annasVisit();
    const url = `/api/provider/visits/${booking.id}/job-sheet`;
    expect((await app.inject({ method: 'GET', url, headers: csrfHeader })).statusCode).toBe(401);
    for (const cookie of [cookies.officeAdmin, cookies.editor]) {
      const refused = await get(url, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(ErrorKey.forbidden);
    }
    expect((await get('/api/provider/visits/not-an-id/job-sheet', cookies.coordinator)).statusCode).toBe(400);
  });

  it('shows the visit’s photographer what to shoot, the property, the keys, the comment and the contacts', async () => {
    const { order, booking } = await annasVisit();
    const response = await get(`/api/provider/visits/${booking.id}/job-sheet`, cookies.anna);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      bookingId: booking.id,
      orderId: order.id,
      salesId: order.salesId,
      address: 'Strandvejen 12, 2. th, 2900 Hellerup',
      lines: [
        {
          orderlineId: expect.any(String),
          productName: 'Fotografering 20 billeder',
          orderedQuantity: 1,
          unit: 'pcs',
          deliveredMaterialTypes: ['Picture'],
          tags: [],
          atVisit: true,
          aerial: false,
        },
        {
          orderlineId: expect.any(String),
          productName: 'Matterport 3D-rundvisning',
          orderedQuantity: 1,
          unit: 'pcs',
          deliveredMaterialTypes: ['Matterport'],
          tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
          atVisit: true,
          aerial: false,
        },
        {
          orderlineId: expect.any(String),
          productName: 'Dronefoto 5 billeder',
          orderedQuantity: 1,
          unit: 'pcs',
          deliveredMaterialTypes: ['Picture', 'Video'],
          tags: [],
          atVisit: true,
          aerial: true,
        },
        {
          orderlineId: expect.any(String),
          productName: 'Virtuel indretning',
          orderedQuantity: 3,
          unit: 'pcs',
          deliveredMaterialTypes: ['Picture'],
          tags: [],
          atVisit: false,
          aerial: false,
        },
      ],
      propertyType: 'villa',
      livingArea: 142,
      basementArea: 40,
      floors: 2,
      cadastralNumber: '12a Hellerup By',
      roofColor: 'darkGrey',
      offeringType: 'OWNERSHIP',
      keyPickup: true,
      keyPickupAddress: 'Nabo, Strandvejen 14',
      externalStylist: false,
      photographerComment: 'Hunden er venlig – ring på hos naboen først. #3-værelses',
      contactPersons: [
        expect.objectContaining({
          name: 'Sofie Sælger',
          contactType: 'REALTOR',
          contactInfo: expect.objectContaining({ phoneMobile: '+4512345678', email: 'sofie@seller.test' }),
        }),
        expect.objectContaining({ name: 'Mads Ejer', priority: 2 }),
      ],
    });
  });

  it('a planner reads every visit’s job sheet; another photographer reads none of Anna’s (404)', async () => {
    const { booking } = await annasVisit();
    const url = `/api/provider/visits/${booking.id}/job-sheet`;
    expect((await get(url, cookies.coordinator)).statusCode).toBe(200);
    const other = await get(url, cookies.bo);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(ErrorKey.notFound);
    expect(
      (await get('/api/provider/visits/00000000-0000-4000-8000-000000000000/job-sheet', cookies.coordinator))
        .statusCode,
    ).toBe(404);
  });
});
