// The cast of the typed delivery tests: office A's catalogue with a product of each kind of delivery, orders
// of it, the provider's editor and the people who may not deliver, and the calls the delivery console makes.
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  buildCase,
  buildOffices,
  buildOrder,
  buildProduct,
  buildProviderStaff,
  signIn,
} from '../../test/factories.ts';
import { createTestApp, csrfHeader, portalHeaders } from '../../test/test-app.ts';
import { cases } from '../cases/cases.table.ts';
import type { products } from '../catalogue/catalogue.table.ts';
import { materialBatches, materials } from '../materials/materials.table.ts';
import { orderLines } from '../orders/orders.table.ts';

type ProductValues = Partial<typeof products.$inferInsert>;

export async function deliveriesSetup(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp(options);
  const { app, db } = testApp;
  const offices = await buildOffices(db);
  const { officeA, agentA, adminA, adminB } = offices;
  const editor = await buildProviderStaff(db, ['material.deliver']);
  const photographer = await buildProviderStaff(db, ['visits.manage']);
  const cookies = {
    editor: await signIn(app, editor.email),
    photographer: await signIn(app, photographer.email),
    adminA: await signIn(app, adminA.email),
    adminB: await signIn(app, adminB.email),
    agentA: await signIn(app, agentA.email),
  };
  const product = (name: string, values: ProductValues) =>
    buildProduct(db, { branchId: officeA.id, name, ...values });
  const catalogue = {
    photos: await product('Photography 20 images', {
      deliveryKinds: ['files'],
      deliveredMaterialTypes: ['Picture'],
    }),
    floorplan: await product('Floor plan 2D', {
      deliveryKinds: ['files'],
      deliveredMaterialTypes: ['Floorplan'],
    }),
    panorama: await product('720° panorama', {
      deliveryKinds: ['files', 'links'],
      deliveredMaterialTypes: ['PanoramasJpeg', 'PanoramasHtml5'],
      tags: ['PANORAMA_720'],
    }),
    tour: await product('Matterport 3D tour', {
      deliveryKinds: ['links'],
      deliveredMaterialTypes: ['Matterport'],
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      caseCategory: 'MATTERPORT',
      cloudScannerLinkTypes: ['CloudScannerSelfEditor'],
    }),
    film: await product('Social media film', {
      deliveryKinds: ['files', 'links'],
      deliveredMaterialTypes: ['Video'],
      tags: ['SOME_FEED', 'VIDEO'],
    }),
    beforeAfter: await product('Before/after slider', {
      deliveryKinds: ['files'],
      deliveredMaterialTypes: ['BeforeAfterPictures'],
      tags: ['BEFORE_AFTER_SLIDER'],
      caseCategory: 'BEFORE_AFTER',
    }),
    page: await product('Property website', {
      deliveryKinds: ['links'],
      deliveredMaterialTypes: ['Link', 'InteractivePresentation'],
    }),
  };
  type CatalogueName = keyof typeof catalogue;

  /** An Open order on a new case of the department, with one line per product named (ordered 1 each). */
  async function orderOf(names: CatalogueName[], branchId = officeA.id) {
    const item = await buildCase(db, { branchId, addressFull: 'Strandvejen 12, 2900 Hellerup' });
    const { order, lines } = await buildOrder(
      db,
      { caseId: item.id, branchId, responsibleUserId: agentA.id },
      names.map((name, position) => ({
        productId: catalogue[name].id,
        itemNumber: catalogue[name].itemNumber,
        productName: catalogue[name].name,
        position,
      })),
    );
    const lineOf = Object.fromEntries(names.map((name, index) => [name, lines[index]?.id as string]));
    return { caseId: item.id, order, line: lineOf as Record<CatalogueName, string> };
  }

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie: string | null = cookies.editor,
    payload?: object,
  ) => app.inject({ method, url, payload, headers: cookie ? portalHeaders(cookie) : csrfHeader });

  const presign = (lineId: string, fileName: string, size = 100, cookie = cookies.editor) =>
    call('POST', `/api/provider/orderlines/${lineId}/uploads/presigned`, cookie, { fileName, size });

  /** Presigns, PUTs and registers files the way the console does; answers the registration. */
  async function upload(lineId: string, files: { fileName: string; body: Buffer }[]) {
    const registered = [];
    for (const { fileName, body } of files) {
      const presigned = await presign(lineId, fileName, body.length);
      expect(presigned.statusCode, presigned.body).toBe(200);
      const { url, headers, key } = presigned.json();
      expect((await app.inject({ method: 'PUT', url, headers, payload: body })).statusCode).toBe(200);
      registered.push({ key, fileName });
    }
    return call('POST', `/api/provider/orderlines/${lineId}/uploads`, cookies.editor, {
      files: registered,
      copyrightConfirmed: true,
    });
  }

  const deliver = (lineId: string, deliveredQuantity = 1) =>
    call('POST', `/api/provider/orderlines/${lineId}/deliveries`, cookies.editor, { deliveredQuantity });

  const deliverLink = (
    lineId: string,
    body: Record<string, unknown>,
    cookie: string | null = cookies.editor,
    language = 'en',
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/provider/orderlines/${lineId}/links`,
      payload: body,
      headers: { ...(cookie ? portalHeaders(cookie) : csrfHeader), 'accept-language': language },
    });

  /** How many batches and materials there are, to show that a refused call wrote nothing. */
  const tally = async () => ({
    batches: (await db.select({ value: count() }).from(materialBatches))[0]?.value,
    materials: (await db.select({ value: count() }).from(materials))[0]?.value,
  });

  const materialsOfCase = (caseId: string) =>
    db.select().from(materials).where(eq(materials.caseId, caseId)).orderBy(materials.sortOrder);
  const lineRow = async (lineId: string) =>
    (await db.select().from(orderLines).where(eq(orderLines.id, lineId)))[0];
  const caseRow = async (caseId: string) => (await db.select().from(cases).where(eq(cases.id, caseId)))[0];

  return {
    ...testApp,
    ...offices,
    cookies,
    catalogue,
    orderOf,
    call,
    presign,
    upload,
    deliver,
    deliverLink,
    tally,
    materialsOfCase,
    lineRow,
    caseRow,
  };
}
