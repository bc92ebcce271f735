import type { CaseRecord } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { buildProduct } from '../../test/factories.ts';
import { jpegFile } from '../../test/sample-files.ts';
import { deliveriesSetup } from '../uploads/provider-deliveries.test-fixtures.ts';

// What a case is and what it holds, for cases made by real orders: the order it is made for decides its
// category, and delivering or removing material keeps its delivered product categories current, which the
// case list's category filter reads (POST /api/Cases/Search with deliveredProductCategories).
describe('the categories of cases made by orders', async () => {
  const cast = await deliveriesSetup();
  const { db, officeA, agentA, cookies, catalogue, call, upload, deliver, deliverLink, caseRow } = cast;
  const portrait = await buildProduct(db, {
    branchId: officeA.id,
    name: 'Portrait',
    grouping: 'PORTRAIT',
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Picture'],
    caseCategory: 'PORTRAIT',
  });
  const groupPhoto = await buildProduct(db, {
    branchId: officeA.id,
    name: 'Group photo',
    grouping: 'PORTRAIT',
    deliveryKinds: ['files'],
    deliveredMaterialTypes: ['Picture'],
    caseCategory: 'GROUP',
  });
  let street = 0;

  /** Orders the products on a new case through the wizard's call; answers the case and order ids. */
  async function orderNewCase(flow: string, productIds: number[]) {
    street += 1;
    const response = await call('POST', '/api/orders/new/webshop-with-case', cookies.agentA, {
      case: {
        branchId: officeA.id,
        reference: '',
        orderContacts: [
          { name: 'Ole Olsen', phone: '20 30 40 50', email: 'ole@example.test', contactType: 'OWNER' },
        ],
        address: { street: `Kategorivej ${street}`, buildingNumber: '1', city: 'Aarhus C', zip: '8000' },
      },
      order: {
        flow,
        bookingInfo: { keyPickup: false },
        responsibleEmail: agentA.email,
        package: null,
        productChoices: [],
        products: productIds.map((id) => ({ id, quantity: 1 })),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { caseId: string; orderId: string };
  }

  const categoryOf = async (caseId: string) =>
    ((await call('GET', `/api/Cases/${caseId}`, cookies.agentA)).json() as CaseRecord).category;
  const linesOf = async (orderId: string) =>
    (await call('GET', `/api/orders/${orderId}/orderlines`, cookies.agentA)).json() as {
      id: string;
      productName: string;
    }[];
  const lineNamed = async (orderId: string, productName: string) =>
    (await linesOf(orderId)).find((line) => line.productName === productName)?.id as string;
  /** The references of office A's cases the list's category filter finds. */
  const found = async (categories: string[]) => {
    const response = await call('POST', '/api/Cases/Search', cookies.agentA, {
      deliveredProductCategories: categories,
      branchIds: [officeA.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.map((item: { id: string }) => item.id);
  };

  it('makes a case of the category the order’s products share, else of the flow, and keeps it for later orders', async () => {
    const tourOnly = await orderNewCase('PHOTOGRAPHY', [catalogue.tour.id]);
    expect(await categoryOf(tourOnly.caseId)).toBe('MATTERPORT');
    const mixed = await orderNewCase('PHOTOGRAPHY', [catalogue.photos.id, catalogue.tour.id]);
    expect(await categoryOf(mixed.caseId)).toBe('CASE');
    expect(await categoryOf((await orderNewCase('PORTRAIT', [portrait.id, groupPhoto.id])).caseId)).toBe(
      'PORTRAIT',
    );
    expect(await categoryOf((await orderNewCase('PORTRAIT', [groupPhoto.id])).caseId)).toBe('GROUP');
    expect(await categoryOf((await orderNewCase('PHOTOGRAPHY', [catalogue.beforeAfter.id])).caseId)).toBe(
      'BEFORE_AFTER',
    );

    const again = await call('POST', '/api/orders/new/webshop', cookies.agentA, {
      caseId: tourOnly.caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: { keyPickup: false },
      responsibleEmail: agentA.email,
      package: null,
      productChoices: [],
      products: [{ id: catalogue.photos.id, quantity: 1 }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await categoryOf(tourOnly.caseId)).toBe('MATTERPORT');
  });

  it('finds a case by a delivered product’s category once delivered, and no longer once its material is removed', async () => {
    const { caseId, orderId } = await orderNewCase('PHOTOGRAPHY', [catalogue.photos.id, catalogue.tour.id]);
    const photoLine = await lineNamed(orderId, catalogue.photos.name);
    const tourLine = await lineNamed(orderId, catalogue.tour.name);
    expect(await found(['MATTERPORT'])).not.toContain(caseId);

    await upload(photoLine, [{ fileName: 'front.jpg', body: await jpegFile() }]);
    const photos = (await deliver(photoLine)).json();
    expect(await caseRow(caseId)).toMatchObject({ hasMaterials: true, deliveredProductCategories: ['CASE'] });
    expect(await found(['MATTERPORT'])).not.toContain(caseId);
    const tour = await deliverLink(tourLine, {
      type: 'Matterport',
      url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
      title: '3D tour',
    });
    expect(tour.json().orderStatus).toBe('Delivered');
    expect((await caseRow(caseId))?.deliveredProductCategories).toEqual(['CASE', 'MATTERPORT']);
    expect(await found(['MATTERPORT'])).toContain(caseId);
    expect(await found(['SHOP', 'MATTERPORT'])).toContain(caseId);

    // Hidden material is still the case's: it is only removed for good that it no longer holds it.
    const hidden = await call('POST', `/api/cases/${caseId}/assets/delete`, cookies.agentA, {
      materialIds: [tour.json().materialId],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await found(['MATTERPORT'])).toContain(caseId);

    // A refused removal (an asset that is not the case's) changes nothing, the summary included.
    const remove = (assetIds: string[]) =>
      call('DELETE', '/api/Assets/delete-materials-and-assets', cookies.agentA, {
        caseId,
        materialIds: [tour.json().materialId],
        assetIds,
      });
    expect((await remove([crypto.randomUUID()])).statusCode).toBe(404);
    expect(await found(['MATTERPORT'])).toContain(caseId);

    expect((await remove([])).statusCode).toBe(200);
    expect((await caseRow(caseId))?.deliveredProductCategories).toEqual(['CASE']);
    expect(await found(['MATTERPORT'])).not.toContain(caseId);
    expect(await found(['CASE'])).toContain(caseId);

    const batch = await call(
      'DELETE',
      `/api/cases/${caseId}/assets/batches/${photos.batchId}`,
      cookies.agentA,
    );
    expect(batch.statusCode, batch.body).toBe(204);
    expect(await caseRow(caseId)).toMatchObject({ hasMaterials: false, deliveredProductCategories: [] });
    expect(await found(['CASE'])).not.toContain(caseId);
  });
});
