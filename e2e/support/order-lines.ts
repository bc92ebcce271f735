import { type APIRequestContext, expect } from '@playwright/test';

export interface DeliveredLine {
  orderId: string;
  lineId: string;
  productName: string;
}

interface LineRow {
  id: string;
  productName: string;
  deliveredAt: string | null;
  canReceiveFeedback: boolean;
}

/**
 * Delivered order lines of the demo data that `accepts`, found through the calls the portal makes. Only
 * lines whose product name is unique in their order are taken, so a test can find the line's buttons by
 * the product name alone.
 */
export async function findDeliveredLines(
  hub: APIRequestContext,
  wanted: number,
  accepts: (line: LineRow) => Promise<boolean> | boolean,
): Promise<DeliveredLine[]> {
  const search = await hub.post('/api/Cases/Search', { data: { take: 100, orderStatuses: ['Delivered'] } });
  expect(search.status(), await search.text()).toBe(200);
  const cases: { id: string }[] = (await search.json()).data;
  const found: DeliveredLine[] = [];
  for (const { id } of cases) {
    const orders: { id: string }[] = await (await hub.get(`/api/cases/${id}/orders`)).json();
    for (const order of orders) {
      const lines: LineRow[] = await (await hub.get(`/api/orders/${order.id}/orderlines`)).json();
      for (const line of lines) {
        const unique = lines.filter((other) => other.productName === line.productName).length === 1;
        if (unique && line.deliveredAt && (await accepts(line))) {
          found.push({ orderId: order.id, lineId: line.id, productName: line.productName });
          if (found.length === wanted) return found;
        }
      }
    }
  }
  throw new Error(`the demo data has ${found.length} of the ${wanted} delivered lines a test needs`);
}

/** Lines that offer visual feedback on their pictures and that nobody has commented on yet. */
export function findFreshFeedbackLines(hub: APIRequestContext, wanted: number) {
  return findDeliveredLines(hub, wanted, async (line) => {
    if (!line.canReceiveFeedback) return false;
    const feedback = await hub.get(`/api/orders/orderlines/${line.id}/feedback`);
    const record: { state: string; pictures: unknown[] } = await feedback.json();
    return record.state === 'NONE' && record.pictures.length >= 2;
  });
}
