// The provider's side of visual feedback (issue 16): submitted feedback as work orders, answered per annotation.
import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from './feedback.ts';
import { ADMIN_PAGE_SIZE, pageOf } from './paging.ts';
import { writtenText } from './rules.ts';

/** GET /provider/feedback: lines whose submitted feedback waits (page by skip/take). */
export const ProviderFeedbackQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type ProviderFeedbackQuery = z.input<typeof ProviderFeedbackQuery>;

/** One work order: a line's submitted feedback with how many of its annotations are still open. */
export const FeedbackWorkOrderRecord = z.object({
  orderlineId: z.string(),
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  branchName: z.string(),
  productName: z.string(),
  submittedAt: z.string().nullable(),
  annotations: z.number().int(),
  open: z.number().int(),
});
export type FeedbackWorkOrderRecord = z.infer<typeof FeedbackWorkOrderRecord>;

export const FeedbackWorkOrderPage = pageOf(FeedbackWorkOrderRecord);
export type FeedbackWorkOrderPage = z.infer<typeof FeedbackWorkOrderPage>;

/** POST /provider/orderlines/{id}/feedback/{annotationId}/answer. */
export const AnswerAnnotationBody = z.object({
  state: z.enum(['DONE', 'DECLINED']),
  reply: writtenText.pipe(z.string().trim().min(1, 'rules.required').max(FEEDBACK_TEXT_MAX)),
  /** An uploaded file of the line (POST /provider/orderlines/{id}/uploads) to deliver as the corrected picture. */
  correctedUploadId: z.uuid().optional(),
});
export type AnswerAnnotationBody = z.input<typeof AnswerAnnotationBody>;
