import type { ProviderOrderTextsRecord } from '@portal/contracts';
import { type Actor, assertProviderPermission } from '../../actor.ts';
import type { AppDeps } from '../../deps.ts';
import { findProviderOrder } from '../orders/provider-line-delivery.service.ts';
import { describeCurrentTexts } from './texts.service.ts';

/**
 * GET /provider/orders/{id}/texts: for staff with texts.deliver (403 otherwise), any department's order; the
 * current text of each section of its case with the review of its newest delivery, a rejection's reason
 * included, so the copywriter can deliver a new version.
 */
export async function describeOrderTexts(
  deps: AppDeps,
  actor: Actor,
  orderId: string,
): Promise<ProviderOrderTextsRecord> {
  assertProviderPermission(actor, 'texts.deliver');
  const { order, case: found } = await findProviderOrder(deps.db, orderId);
  return {
    orderId: order.id,
    caseId: order.caseId,
    salesId: order.salesId,
    address: found.addressFull,
    texts: await describeCurrentTexts(deps, order.caseId),
  };
}
