// The provider's feedback console: submitted picture feedback, answered per annotation, and the offices'
// change requests, complaints and feedback (ratings), answered each with a reply and a state.
import { z } from 'zod';
import { FEEDBACK_TEXT_MAX } from './feedback.ts';
import { ADMIN_PAGE_SIZE, pageOf } from './paging.ts';
import { RatingRecord } from './ratings.ts';
import { writtenText } from './rules.ts';

/** GET /provider/feedback: what the offices sent (page by skip/take). */
export const ProviderFeedbackQuery = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type ProviderFeedbackQuery = z.input<typeof ProviderFeedbackQuery>;

/** The order line an item of the feedback console is about. */
const WorkOrderLine = {
  orderlineId: z.string(),
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  branchName: z.string(),
  productName: z.string(),
};

/** A line's submitted picture feedback with how many of its annotations are still open. */
export const PictureWorkOrderRecord = z.object({
  kind: z.literal('PICTURES'),
  ...WorkOrderLine,
  submittedAt: z.string().nullable(),
  annotations: z.number().int(),
  open: z.number().int(),
});

/** A change request, complaint or feedback on the line, with its documents (signed links) and answers. */
export const RatingWorkOrderRecord = z.object({
  kind: z.literal('RATING'),
  ...WorkOrderLine,
  submittedAt: z.string(),
  rating: RatingRecord,
});

/** One item of the console: picture feedback or a rating; `kind` says which. */
export const FeedbackWorkOrderRecord = z.discriminatedUnion('kind', [
  PictureWorkOrderRecord,
  RatingWorkOrderRecord,
]);
export type FeedbackWorkOrderRecord = z.infer<typeof FeedbackWorkOrderRecord>;

/** GET /provider/feedback: those waiting for an answer first, then the oldest first. */
export const FeedbackWorkOrderPage = pageOf(FeedbackWorkOrderRecord).extend({
  /** How many items wait for an answer: picture feedback with open comments, ratings not done or declined. */
  waiting: z.number().int(),
});
export type FeedbackWorkOrderPage = z.infer<typeof FeedbackWorkOrderPage>;

/** POST /provider/orderlines/{id}/feedback/{annotationId}/answer. */
export const AnswerAnnotationBody = z.object({
  state: z.enum(['DONE', 'DECLINED']),
  reply: writtenText.pipe(z.string().trim().min(1, 'rules.required').max(FEEDBACK_TEXT_MAX)),
  /** An uploaded file of the line (POST /provider/orderlines/{id}/uploads) to deliver as the corrected picture. */
  correctedUploadId: z.uuid().optional(),
});
export type AnswerAnnotationBody = z.input<typeof AnswerAnnotationBody>;
