import type { AppDeps } from '../deps.ts';
import { deliverDueWebhooks } from '../modules/webhooks/webhook-deliveries.service.ts';

/** Sends the webhook deliveries that are due: new events and the retries whose wait is over. */
export const webhookDeliveriesJob = (deps: AppDeps) => async () => {
  await deliverDueWebhooks(deps);
};
