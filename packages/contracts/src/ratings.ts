// Feedback and complaints on a delivered order line (POST /orders/rating/w2, docs/product.md): a change
// request, a complaint or feedback, with a comment and documents uploaded through the same presigned upload
// as elsewhere; the provider answers each with a reply and a state until it is done or declined.
import { z } from 'zod';
import { writtenText } from './rules.ts';
import { UploadedFile } from './uploads.ts';

export const RatingType = z.enum(['change', 'complaint', 'feedback']);
export type RatingType = z.infer<typeof RatingType>;

/**
 * The type as a caller may send it: the spec's lower-case feedback types, or the upper case of the picture
 * feedback's kinds (CHANGE, COMPLAINT, FEEDBACK), which name the same three things; stored in lower case.
 */
const RatingTypeInput = z
  .enum([...RatingType.options, 'CHANGE', 'COMPLAINT', 'FEEDBACK'])
  .transform((type) => type.toLowerCase() as RatingType);

/** OPEN until the provider answers; then the state of its latest answer. DECLINED and DONE close it. */
export const RatingState = z.enum(['OPEN', 'ACCEPTED', 'DECLINED', 'DONE']);
export type RatingState = z.infer<typeof RatingState>;

/** What an answer may set: ACCEPTED (the provider works on it) keeps it open for a later answer. */
export const RatingAnswerState = z.enum(['ACCEPTED', 'DECLINED', 'DONE']);
export type RatingAnswerState = z.infer<typeof RatingAnswerState>;

/** The states after which a rating takes no more answers. */
export const CLOSED_RATING_STATES: readonly RatingState[] = ['DECLINED', 'DONE'];

export const RATING_COMMENT_MAX = 4000;
export const RATING_REPLY_MAX = 4000;
export const RATING_DOCUMENTS_MAX = 10;

export const RateOrderLineBody = z.object({
  orderlineId: z.uuid(),
  type: RatingTypeInput,
  comment: writtenText.pipe(z.string().trim().min(1).max(RATING_COMMENT_MAX)),
  /** Files PUT to presigned URLs of POST /webshop/s3/upload/presigned with this `orderlineId`. */
  uploadedDocuments: z.array(UploadedFile).max(RATING_DOCUMENTS_MAX).default([]),
});
export type RateOrderLineBody = z.input<typeof RateOrderLineBody>;

/** POST /provider/orderlines/{lineId}/ratings/{ratingId}/answer (material.deliver). */
export const AnswerRatingBody = z.object({
  state: RatingAnswerState,
  /** Kept as written: a reply is the provider's own words to the office. */
  reply: z.string().trim().min(1, 'rules.required').max(RATING_REPLY_MAX),
  /**
   * The corrected delivery, when there is one: a delivery of the line made with the delivery calls
   * (POST /provider/orderlines/{lineId}/deliveries or /links) after the rating was written.
   */
  correctedBatchId: z.uuid().optional(),
});
export type AnswerRatingBody = z.input<typeof AnswerRatingBody>;

export const RatingDocumentRecord = z.object({
  fileName: z.string(),
  contentType: z.string(),
  /** A signed link, valid for an hour. */
  url: z.string(),
});

/** One delivery (a batch of material) of the line. */
export const RatingDeliveryRecord = z.object({
  batchId: z.string(),
  deliveredAt: z.string(),
  /** How many files or links it holds now. */
  files: z.number().int(),
});
export type RatingDeliveryRecord = z.infer<typeof RatingDeliveryRecord>;

export const RatingAnswerRecord = z.object({
  id: z.string(),
  state: RatingAnswerState,
  reply: z.string(),
  answeredAt: z.string(),
  answeredBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The corrected delivery linked to the answer; null without one or once it was removed. */
  correctedDelivery: RatingDeliveryRecord.nullable(),
});
export type RatingAnswerRecord = z.infer<typeof RatingAnswerRecord>;

export const RatingRecord = z.object({
  id: z.string(),
  orderlineId: z.string(),
  type: RatingType,
  comment: z.string(),
  documents: z.array(RatingDocumentRecord),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  state: RatingState,
  /** The provider's answers, oldest first. */
  answers: z.array(RatingAnswerRecord),
});
export type RatingRecord = z.infer<typeof RatingRecord>;

/** GET /provider/orderlines/{lineId}/ratings: the line's ratings, newest first, and its deliveries. */
export const ProviderLineRatingsRecord = z.object({
  ratings: z.array(RatingRecord),
  /** The line's deliveries, newest first: a corrected one is linked to an answer. */
  deliveries: z.array(RatingDeliveryRecord),
});
export type ProviderLineRatingsRecord = z.infer<typeof ProviderLineRatingsRecord>;
