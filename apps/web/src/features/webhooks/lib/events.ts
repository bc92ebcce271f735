import type { WebhookDeliveryStatus } from '@portal/contracts';

/** The i18n key of an event's name ('order.confirmed' -> webhooks.events.order_confirmed). */
export const eventLabelKey = (event: string): string => `webhooks.events.${event.replace('.', '_')}`;

/** The tag colour of a delivery's status. */
export const DELIVERY_STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: 'blue',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};
