// Rating a delivered order line (POST /orders/rating/w2, docs/product.md): a change request, a complaint or
// feedback, with a comment and documents uploaded through the same presigned upload as elsewhere.
import { z } from 'zod';
import { writtenText } from './rules.ts';
import { UploadedFile } from './uploads.ts';

export const RatingType = z.enum(['change', 'complaint', 'feedback']);
export type RatingType = z.infer<typeof RatingType>;

export const RATING_COMMENT_MAX = 4000;
export const RATING_DOCUMENTS_MAX = 10;

export const RateOrderLineBody = z.object({
  orderlineId: z.uuid(),
  type: RatingType,
  comment: writtenText.pipe(z.string().trim().min(1).max(RATING_COMMENT_MAX)),
  /** Files PUT to presigned URLs of POST /webshop/s3/upload/presigned with this `orderlineId`. */
  uploadedDocuments: z.array(UploadedFile).max(RATING_DOCUMENTS_MAX).default([]),
});
export type RateOrderLineBody = z.input<typeof RateOrderLineBody>;

export const RatingDocumentRecord = z.object({
  fileName: z.string(),
  contentType: z.string(),
  url: z.string(),
});

export const RatingRecord = z.object({
  id: z.string(),
  orderlineId: z.string(),
  type: RatingType,
  comment: z.string(),
  documents: z.array(RatingDocumentRecord),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type RatingRecord = z.infer<typeof RatingRecord>;
