// The signed-in user's notifications: what happened to their orders and tasks (docs/product.md
// "Notifications"), written by the hub when the event happens and kept 90 days.
import { z } from 'zod';
import { OrderStatusWord } from './enums.ts';

export const NotificationKind = z.enum([
  'order_confirmed',
  'booking_made',
  'material_delivered',
  'order_cancelled',
  'text_delivered',
  'feedback_answered',
  'rating_answered',
  'zip_ready',
  'invitation_accepted',
  'approval_requested',
  'order_rejected',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** How long a notification is kept before the nightly purge removes it. */
export const NOTIFICATION_KEEP_DAYS = 90;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The words of the notification's sentence, stored as they were when it happened. */
export const NotificationParams = z.object({
  address: z.string().optional(),
  salesId: z.string().optional(),
  /** Who caused it, when that is a person the reader knows (the invited user). */
  who: z.string().optional(),
  /** Why an order was rejected, as its approver wrote it. */
  reason: z.string().optional(),
});
export type NotificationParams = z.infer<typeof NotificationParams>;

export const NotificationRecord = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  caseId: z.uuid().nullable(),
  orderId: z.uuid().nullable(),
  params: NotificationParams,
  /** The portal page it opens, a path such as /cases/{id}. */
  link: z.string(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationRecord = z.infer<typeof NotificationRecord>;

export const NotificationListQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

/** GET /notifications: one page of mine, newest first, with how many there are and how many are unread. */
export const NotificationPage = z.object({
  currentSkip: z.number().int(),
  take: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
  data: z.array(NotificationRecord),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/**
 * POST /provider/orders/{orderId}/status: the provider's fulfilment moves an order on (orders.fulfil).
 * Delivered while something is not delivered (UndeliveredWork) is refused unless `confirmUndelivered`.
 */
export const ProviderOrderStatusBody = z.object({
  status: OrderStatusWord,
  confirmUndelivered: z.boolean().optional(),
});
export type ProviderOrderStatusBody = z.infer<typeof ProviderOrderStatusBody>;
