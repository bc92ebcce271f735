import type { DeliveredMaterialRecord, DeliveryLineRecord } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHub } from '@/test/fake-hub.ts';
import { renderInPortal } from '@/test/render.tsx';
import { signedInSession } from '@/test/signed-in-user.ts';
import { DeliveryLinePage } from './delivery-line-page.tsx';

const ORDER_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const LINE_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const line = (changes: Partial<DeliveryLineRecord>): DeliveryLineRecord => ({
  orderlineId: LINE_ID,
  orderId: ORDER_ID,
  caseId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  salesId: 'SO-1F998171',
  address: 'Strandvejen 12, 2900 Hellerup',
  productName: 'Fotografering 20 billeder',
  status: 'DELIVERED',
  orderedQuantity: 20,
  deliveredQuantity: 20,
  orderStatus: 'Delivered',
  uploads: [],
  awaitsDelivery: true,
  takesDelivery: true,
  deliveredMaterialTypes: ['Picture'],
  tags: [],
  caseCategory: null,
  deliveryKinds: ['files'],
  fileExtensions: ['jpg'],
  linkTypes: [],
  ...changes,
});

const delivered: DeliveredMaterialRecord = {
  id: '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
  name: 'facade.jpg',
  type: 'Picture',
  thumbnailUrl: null,
  rights: {
    credit: 'Kari Nordmann',
    licence: 'SALE_MARKETING',
    licenceText: null,
    expiresOn: null,
    expired: false,
  },
};

function renderLine(record: DeliveryLineRecord) {
  fakeHub({
    ...signedInSession,
    [`GET /api/provider/orderlines/${LINE_ID}/delivery`]: { body: record },
    [`GET /api/provider/orderlines/${LINE_ID}/materials`]: { body: [delivered] },
  });
  renderInPortal(<DeliveryLinePage />, {
    path: `/provider/orders/${ORDER_ID}/lines/${LINE_ID}`,
    route: '/provider/orders/:id/lines/:lineId',
  });
}

describe('an order line’s delivery page', () => {
  it('takes files while the line is open, beside what was delivered', async () => {
    renderLine(line({}));
    expect(await screen.findByText('facade.jpg')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Lever Fotografering 20 billeder' })).toBeTruthy();
    expect(screen.getByText('Filer til levering')).toBeTruthy();
    expect(screen.queryByText(/Der kan ikke længere leveres til denne linje/)).toBeNull();
  });

  it('shows a closed line’s delivered material, says why nothing more is delivered, and offers no upload', async () => {
    renderLine(line({ orderStatus: 'Invoiced', takesDelivery: false }));
    expect(await screen.findByText('facade.jpg')).toBeTruthy();
    expect(
      screen.getByRole('heading', { name: 'Fotografering 20 billeder: leveret materiale' }),
    ).toBeTruthy();
    expect(screen.getByText(/Der kan ikke længere leveres til denne linje/)).toBeTruthy();
    expect(screen.queryByText('Filer til levering')).toBeNull();
  });
});
