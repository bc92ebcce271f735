import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPackage, buildProduct } from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { orders } from '../orders/orders.table.ts';
import { deliveriesSetup } from './provider-deliveries.test-fixtures.ts';

const TOUR_URL = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';
const tour = { type: 'Matterport', url: TOUR_URL, title: '3D tour' };

// Link delivery (POST /api/provider/orderlines/{lineId}/links): a tour, a film or a web page becomes material
// of the case like a delivered file. The hub stores the address and never fetches it.
describe('delivering a link to an order line', async () => {
  const cast = await deliveriesSetup();
  const { db, cookies, orderOf, deliverLink, tally, materialsOfCase, lineRow, network } = cast;
  afterEach(() => vi.restoreAllMocks());

  it('answers 401 signed out and 403 to office admins of either department and to staff without material.deliver', async () => {
    const { line } = await orderOf(['tour']);
    const before = await tally();
    expect((await deliverLink(line.tour, tour, null)).statusCode).toBe(401);
    for (const cookie of [cookies.adminA, cookies.adminB, cookies.agentA, cookies.photographer]) {
      expect((await deliverLink(line.tour, tour, cookie)).statusCode).toBe(403);
    }
    expect(await tally()).toEqual(before);
    expect((await lineRow(line.tour))?.status).toBe('OPEN');
  });

  it('refuses an address that is not https, not on the type’s sites or not a web address, next to the url', async () => {
    const { line } = await orderOf(['tour', 'film', 'page']);
    const before = await tally();
    const refusals: [lineId: string, body: Record<string, unknown>, key: string][] = [
      [
        line.tour,
        { ...tour, url: 'http://my.matterport.com/show/?m=SxQL3iGyoDo' },
        'delivery.messages.linkNotHttps',
      ],
      [
        line.tour,
        { ...tour, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        'delivery.messages.linkHostMatterport',
      ],
      [
        line.tour,
        { ...tour, url: 'https://evilmatterport.com/show/?m=1' },
        'delivery.messages.linkHostMatterport',
      ],
      [line.film, { type: 'Video', url: TOUR_URL, title: 'Film' }, 'delivery.messages.linkHostVideo'],
      [
        line.page,
        { type: 'Link', url: 'https://10.0.0.7/admin', title: 'Intranet' },
        'delivery.messages.linkInvalid',
      ],
      [
        line.page,
        { type: 'Link', url: 'https://intranet/page', title: 'Intranet' },
        'delivery.messages.linkInvalid',
      ],
      [
        line.page,
        { type: 'Link', url: 'https://me:secret@example.com/', title: 'Site' },
        'delivery.messages.linkInvalid',
      ],
      [
        line.page,
        { type: 'Link', url: 'javascript:alert(1)', title: 'Site' },
        'delivery.messages.linkNotHttps',
      ],
      [line.page, { type: 'Link', url: 'not an address', title: 'Site' }, 'delivery.messages.linkInvalid'],
    ];
    for (const [lineId, body, key] of refusals) {
      const response = await deliverLink(lineId, body);
      expect(response.statusCode, String(body.url)).toBe(400);
      expect(response.json().fields, String(body.url)).toEqual({ url: key });
    }
    const untitled = await deliverLink(line.tour, { ...tour, title: ' ' });
    expect(untitled.json().fields).toEqual({ title: 'rules.required' });
    expect(await tally()).toEqual(before);
  });

  it('refuses, next to the type, a kind of link the line’s product does not deliver, in the caller’s language', async () => {
    const { line } = await orderOf(['tour', 'photos']);
    const before = await tally();
    const picture = await deliverLink(line.photos, {
      type: 'Picture',
      url: 'https://example.com/a.jpg',
      title: 'A',
    });
    expect(picture.json().fields).toEqual({ type: 'delivery.messages.notALinkType' });
    const film = await deliverLink(line.tour, {
      type: 'Video',
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: 'Film',
    });
    expect(film.statusCode).toBe(400);
    expect(film.json()).toMatchObject({
      code: 'delivery.messages.linkTypeNotOfProduct',
      message: 'Matterport 3D tour is not delivered as this kind of link.',
      fields: { type: 'delivery.messages.linkTypeNotOfProduct' },
    });
    const danish = await deliverLink(line.photos, { ...tour, type: 'Link' }, cookies.editor, 'da');
    expect(danish.json().message).toBe('Photography 20 images leveres ikke som denne slags link.');
    expect(await tally()).toEqual(before);
  });

  it('answers 404 for an unknown line and 409 for a closed order, writing nothing', async () => {
    const { order, line } = await orderOf(['tour']);
    const before = await tally();
    expect((await deliverLink(crypto.randomUUID(), tour)).statusCode).toBe(404);
    await db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order.id));
    expect((await deliverLink(line.tour, tour)).statusCode).toBe(409);
    expect(await tally()).toEqual(before);
  });

  it('delivers a tour as material of a new batch, shown among the case’s material, and delivers the order', async () => {
    const { caseId, order, line } = await orderOf(['photos', 'tour']);
    const fetched = vi.spyOn(globalThis, 'fetch');
    await cast.upload(line.photos, [{ fileName: 'front.jpg', body: await jpegFile() }]);
    expect((await cast.deliver(line.photos, 20)).json().orderStatus).toBe('Open');

    const response = await deliverLink(line.tour, tour);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      batchId: expect.any(String),
      materialId: expect.any(String),
      type: 'Matterport',
      url: TOUR_URL,
      title: '3D tour',
      orderStatus: 'Delivered',
    });
    const { batchId, materialId } = response.json();
    const listed = (await cast.call('GET', `/api/cases/${caseId}/assets`, cookies.agentA)).json();
    expect(listed.materials.at(-1)).toMatchObject({
      id: materialId,
      name: '3D tour',
      type: 'Matterport',
      url: TOUR_URL,
      tags: ['MATTERPORT', 'VIRTUAL_TOUR'],
      active: true,
      largestSource: null,
      orderlineId: line.tour,
      batchId,
    });
    expect(listed.materials.at(-1).sortOrder).toBeGreaterThan(listed.materials[0].sortOrder);
    expect(listed.batches.at(-1)).toMatchObject({
      id: batchId,
      productName: 'Matterport 3D tour',
      materialCount: 1,
    });
    expect(await lineRow(line.tour)).toMatchObject({ status: 'DELIVERED', deliveredQuantity: 1 });
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]?.status).toBe('Delivered');
    expect((await cast.caseRow(caseId))?.deliveredProductCategories).toEqual(['CASE', 'MATTERPORT']);

    // The address was stored, never looked up or fetched.
    expect(fetched).not.toHaveBeenCalled();
    expect(network.resolveHost).not.toHaveBeenCalled();
    expect(network.postPinned).not.toHaveBeenCalled();
  });

  it('counts a film link toward the line’s delivered quantity, up to what was ordered or as given', async () => {
    const { line } = await orderOf(['film', 'page']);
    const film = { type: 'Video', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Instagram film' };
    expect((await deliverLink(line.film, film)).statusCode).toBe(201);
    expect(
      (await deliverLink(line.film, { ...film, url: 'https://player.vimeo.com/video/76979871' })).statusCode,
    ).toBe(201);
    expect((await lineRow(line.film))?.deliveredQuantity).toBe(1);
    const page = await deliverLink(line.page, {
      type: 'InteractivePresentation',
      url: 'https://presentations.example.com/strandvejen-12',
      title: 'Presentation',
      deliveredQuantity: 3,
    });
    expect(page.json().orderStatus).toBe('Delivered');
    expect((await lineRow(line.page))?.deliveredQuantity).toBe(3);
  });

  it('adds a cloud scanner link to the tour delivered to the line, and refuses one before there is a tour', async () => {
    const { caseId, line } = await orderOf(['tour']);
    const editorLink = {
      type: 'CloudScannerSelfEditor',
      url: 'https://editor.scanner.example.com/s/1',
      title: 'Editor',
    };
    const early = await deliverLink(line.tour, editorLink);
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ type: 'delivery.messages.cloudScannerWithoutMaterial' });
    const other = await deliverLink(line.tour, { ...editorLink, type: 'CloudScannerStaging' });
    expect(other.json().fields).toEqual({ type: 'delivery.messages.linkTypeNotOfProduct' });

    const delivered = (await deliverLink(line.tour, tour)).json();
    const added = await deliverLink(line.tour, editorLink);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ materialId: delivered.materialId, batchId: delivered.batchId });
    await deliverLink(line.tour, { ...editorLink, url: 'https://editor.scanner.example.com/s/2' });
    const [material] = await materialsOfCase(caseId);
    expect(material?.cloudScannerLinks).toEqual([
      { type: 'CloudScannerSelfEditor', url: 'https://editor.scanner.example.com/s/2' },
    ]);
    expect(await materialsOfCase(caseId)).toHaveLength(1);
  });

  it('delivers a wizard order with a package, key pickup and a tour once its products are delivered', async () => {
    const { officeA, agentA, catalogue } = cast;
    await buildProduct(db, {
      branchId: officeA.id,
      name: 'Key pickup',
      itemNumber: 'KEY-PICKUP',
      alaCarte: false,
    });
    const basic = await buildPackage(
      db,
      { branchId: officeA.id, name: 'Basic' },
      { products: [{ productId: catalogue.photos.id }] },
    );
    const placed = await cast.call('POST', '/api/orders/new/webshop-with-case', cookies.agentA, {
      case: {
        branchId: officeA.id,
        reference: '',
        orderContacts: [
          { name: 'Ole Olsen', phone: '20 30 40 50', email: 'ole@example.test', contactType: 'OWNER' },
        ],
        address: { street: 'Pakkevej', buildingNumber: '4', city: 'Aarhus C', zip: '8000' },
      },
      order: {
        flow: 'PHOTOGRAPHY',
        bookingInfo: { keyPickup: true, keyPickupAddress: 'The office' },
        responsibleEmail: agentA.email,
        package: { id: basic.id },
        productChoices: [],
        products: [{ id: catalogue.tour.id, quantity: 1 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const { orderId } = placed.json();
    const lines = async () =>
      (await cast.call('GET', `/api/orders/${orderId}/orderlines`, cookies.agentA)).json() as {
        id: string;
        productName: string;
        status: string;
      }[];
    const idOf = async (name: string) =>
      (await lines()).find((line) => line.productName === name)?.id as string;
    expect((await lines()).map((line) => line.productName)).toEqual([
      'Basic',
      catalogue.photos.name,
      catalogue.tour.name,
      'Key pickup',
    ]);

    const packageLine = (
      await cast.call('GET', `/api/provider/orderlines/${await idOf('Basic')}/delivery`)
    ).json();
    expect(packageLine).toMatchObject({
      awaitsDelivery: false,
      caseCategory: null,
      deliveredMaterialTypes: [],
    });
    await cast.upload(await idOf(catalogue.photos.name), [{ fileName: 'front.jpg', body: await jpegFile() }]);
    expect((await cast.deliver(await idOf(catalogue.photos.name), 20)).json().orderStatus).toBe('Open');
    const delivered = await deliverLink(await idOf(catalogue.tour.name), tour);
    expect(delivered.json().orderStatus).toBe('Delivered');
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0]?.status).toBe('Delivered');
    expect((await lines()).map((line) => line.status)).toEqual([
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
      'DELIVERED',
    ]);
  });
});
