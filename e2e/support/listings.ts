import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueHouseNumber } from './hub.ts';

/** A file to deliver: its name and content. */
export interface DeliveryFile {
  name: string;
  buffer: Buffer;
}

/** What a listing's journey starts from: a delivered case of the office, and its address. */
export interface DeliveredListingCase {
  caseId: string;
  address: string;
}

/**
 * A new case of the Copenhagen office with an order of photography, a 2D floor plan and virtual staging (the
 * last with its VIRTUAL_STAGING task, which is what marks its pictures as altered), through the calls the
 * portal makes; then the editor delivers each line's files through the delivery calls, line by line, so the
 * case's material is in that order.
 */
export async function deliveredListingCase(
  agent: APIRequestContext,
  editor: APIRequestContext,
  deliveries: { photography: DeliveryFile[]; floorPlan: DeliveryFile[]; staging: DeliveryFile[] },
): Promise<DeliveredListingCase> {
  const branches: { id: number; name: string }[] = await (
    await agent.get('/api/Authentication/user/branches')
  ).json();
  const branch = branches.find((item) => item.name.includes('København'));
  if (!branch) throw new Error('the demo data has no office in København');
  const products: { id: number; itemNumber: string; name: string }[] = await (
    await agent.get(`/api/branches/${branch.id}/products/alacarte`)
  ).json();
  const productOf = (itemNumber: string) => {
    const found = products.find((product) => product.itemNumber === itemNumber);
    if (!found) throw new Error(`the office sells no ${itemNumber}`);
    return found;
  };
  const [photography, floorPlan, staging] = ['PHOTO-10', 'FLOORPLAN-2D', 'VS'].map(productOf);
  const number = uniqueHouseNumber();
  const upsert = await agent.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: branch.id,
      orderContacts: [
        { name: 'Mette Lund', phone: '+45 20 30 40 50', email: 'mette.lund@demo.test', contactType: 'OWNER' },
      ],
      address: { street: 'Annoncevej', buildingNumber: number, zip: '8600', city: 'Silkeborg' },
    },
  });
  expect(upsert.status(), await upsert.text()).toBe(200);
  const { caseId } = await upsert.json();
  const order = await agent.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PHOTOGRAPHY',
      bookingInfo: {},
      responsibleEmail: 'agent@demo.test',
      package: null,
      products: [photography, floorPlan, staging].map((product) => ({ id: product?.id, quantity: 1 })),
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = await order.json();
  const lines: { id: string; productName: string }[] = await (
    await agent.get(`/api/orders/${orderId}/orderlines`)
  ).json();
  const lineOf = (product: { name: string } | undefined) => {
    const line = lines.find((found) => found.productName === product?.name);
    if (!line) throw new Error(`the order has no line of ${product?.name}`);
    return line.id;
  };
  await deliverFiles(editor, lineOf(photography), deliveries.photography);
  await deliverFiles(editor, lineOf(floorPlan), deliveries.floorPlan);
  await deliverFiles(editor, lineOf(staging), deliveries.staging);
  return { caseId, address: `Annoncevej ${number}` };
}

/** Uploads files to an order line and delivers them, as the delivery page does. */
export async function deliverFiles(editor: APIRequestContext, lineId: string, files: DeliveryFile[]) {
  const uploaded: { key: string; fileName: string }[] = [];
  for (const file of files) {
    const presigned = await editor.post(`/api/provider/orderlines/${lineId}/uploads/presigned`, {
      data: { fileName: file.name, size: file.buffer.length },
    });
    expect(presigned.status(), await presigned.text()).toBe(200);
    const { url, key, headers } = await presigned.json();
    const put = await editor.put(url, { data: file.buffer, headers });
    expect(put.ok(), await put.text()).toBe(true);
    uploaded.push({ key, fileName: file.name });
  }
  const registered = await editor.post(`/api/provider/orderlines/${lineId}/uploads`, {
    data: { files: uploaded, copyrightConfirmed: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const delivered = await editor.post(`/api/provider/orderlines/${lineId}/deliveries`, {
    data: { deliveredQuantity: files.length },
  });
  expect(delivered.status(), await delivered.text()).toBe(201);
}
