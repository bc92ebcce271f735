import { type APIRequestContext, expect } from '@playwright/test';
import { uniqueEmail, uniqueHouseNumber } from './hub.ts';

// Demo data behind the public pages (interview, shared presentation), prepared through the portal's calls.

export interface PortraitOrder {
  taskId: string;
  address: string;
  contactEmail: string;
}

/**
 * A portrait ordered for a new address of the Copenhagen office, through the calls the portal makes; the
 * portrait product creates a PERSON_INFO task, which has an interview. The contact person has an email.
 */
export async function orderPortrait(hub: APIRequestContext): Promise<PortraitOrder> {
  const branches: { id: number; name: string }[] = await (
    await hub.get('/api/Authentication/user/branches')
  ).json();
  const copenhagen = branches.find((branch) => branch.name.includes('København'));
  if (!copenhagen) throw new Error('the demo data has no Copenhagen office');
  const products: { id: number; tasks: string[] }[] = await (
    await hub.get(`/api/branches/${copenhagen.id}/products/alacarte`)
  ).json();
  const portrait = products.find((product) => product.tasks.includes('PERSON_INFO'));
  if (!portrait) throw new Error('the Copenhagen office sells no product with a PERSON_INFO task');

  const contactEmail = uniqueEmail('interview');
  const number = uniqueHouseNumber();
  const upsert = await hub.post('/api/Cases/upsert/webshop', {
    data: {
      branchId: copenhagen.id,
      orderContacts: [
        { name: 'Kirsten Holm', phone: '+45 20 30 40 50', email: contactEmail, contactType: 'OWNER' },
      ],
      address: { street: 'Interviewvej', buildingNumber: number, zip: '8600', city: 'Silkeborg' },
    },
  });
  expect(upsert.status(), await upsert.text()).toBe(200);
  const { caseId } = await upsert.json();
  const order = await hub.post('/api/orders/new/webshop', {
    data: {
      caseId,
      flow: 'PORTRAIT',
      bookingInfo: {},
      responsibleEmail: 'admin@demo.test',
      package: null,
      products: [{ id: portrait.id, quantity: 1 }],
    },
  });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = await order.json();
  const tasks: { id: string; type: string }[] = await (await hub.get(`/api/orders/${orderId}/tasks`)).json();
  const task = tasks.find((item) => item.type === 'PERSON_INFO');
  if (!task) throw new Error('the portrait order has no PERSON_INFO task');
  return { taskId: task.id, address: `Interviewvej ${number}`, contactEmail };
}

export interface Presentation {
  caseId: string;
  address: string;
  departmentName: string;
  slides: { active: boolean; kind: string }[];
}

/** A demo case of the agent's Copenhagen office with some delivered material (most demo cases have ten pictures). */
export async function caseWithMaterial(hub: APIRequestContext, fewestPictures = 3): Promise<Presentation> {
  // The demo's own delivered cases, oldest first: the cases other tests make and deliver come last.
  const search = await hub.post('/api/Cases/Search', {
    data: { take: 100, orderStatuses: ['Delivered'], sortDirection: 'asc' },
  });
  expect(search.status(), await search.text()).toBe(200);
  const { data }: { data: { id: string; branchName: string }[] } = await search.json();
  for (const found of data.filter((item) => item.branchName.includes('København'))) {
    const presentation: Presentation = await (
      await hub.get(`/api/cases/${found.id}/presentation?activeOnly=true`)
    ).json();
    // A handful of pictures, so paging through all of them stays quick and loads nothing from elsewhere.
    const pictures = presentation.slides.every((slide) => slide.kind === 'image');
    if (pictures && presentation.slides.length >= fewestPictures && presentation.slides.length <= 20) {
      return presentation;
    }
  }
  throw new Error('no Copenhagen demo case has material');
}
