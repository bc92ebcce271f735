import type { WebhookDeliveryStatus } from '@portal/contracts';

/** The i18n key of an event's name ('order.confirmed' -> webhooks.events.order_confirmed). */
export const eventLabelKey = (event: string): string => `webhooks.events.${event.replace('.', '_')}`;

/** The tag colour of a delivery's status: the theme's status colours, which read at 4.5:1 on their fills. */
export const DELIVERY_STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: 'processing',
  retrying: 'warning',
  delivered: 'success',
  failed: 'error',
};
