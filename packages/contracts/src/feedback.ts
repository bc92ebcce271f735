// Visual feedback on an order line's delivered pictures (docs/product.md "Feedback page"): annotations drawn
// on a picture, in picture coordinates (0..1 of its width and height) so they sit right at any size.
import { z } from 'zod';
import { AnnotationTool, FeedbackKind } from './enums.ts';
import { writtenText } from './rules.ts';

/** The most annotations one order line's feedback holds. */
export const FEEDBACK_ANNOTATIONS_MAX = 200;
/** The most corners a lasso has. */
export const LASSO_POINTS_MAX = 200;
export const FEEDBACK_TEXT_MAX = 2000;

/** NONE until someone saves a draft; SUBMITTED is locked (the provider reviews it). */
export const FeedbackState = z.enum(['NONE', 'DRAFT', 'SUBMITTED']);
export type FeedbackState = z.infer<typeof FeedbackState>;

/** What the provider made of an annotation; OPEN until it answers in its console. */
export const AnnotationState = z.enum(['OPEN', 'DONE', 'DECLINED']);
export type AnnotationState = z.infer<typeof AnnotationState>;

const coordinate = z.number().min(0).max(1);
export const AnnotationPoint = z.object({ x: coordinate, y: coordinate });
export type AnnotationPoint = z.infer<typeof AnnotationPoint>;

/** How many points each tool takes: a point, an arrow's start and end, a lasso's corners. */
export const TOOL_POINTS: Record<AnnotationTool, { min: number; max: number }> = {
  POINT: { min: 1, max: 1 },
  ARROW: { min: 2, max: 2 },
  LASSO: { min: 3, max: LASSO_POINTS_MAX },
};

/** One annotation as the portal sends it; its label is given by the hub (1, 2, ... per picture, in order). */
export const FeedbackAnnotationInput = z
  .object({
    materialId: z.uuid(),
    tool: AnnotationTool,
    points: z.array(AnnotationPoint).min(1).max(LASSO_POINTS_MAX),
    kind: FeedbackKind,
    text: writtenText.pipe(z.string().trim().min(1, 'feedback.messages.textRequired').max(FEEDBACK_TEXT_MAX)),
  })
  .superRefine((annotation, context) => {
    const { min, max } = TOOL_POINTS[annotation.tool];
    if (annotation.points.length < min || annotation.points.length > max) {
      context.addIssue({ code: 'custom', path: ['points'], message: 'feedback.messages.pointsForTool' });
    }
  });
export type FeedbackAnnotationInput = z.input<typeof FeedbackAnnotationInput>;

/** PUT /orders/orderlines/{id}/feedback: the whole draft, replacing what was saved before. */
export const SaveFeedbackBody = z.object({
  annotations: z.array(FeedbackAnnotationInput).max(FEEDBACK_ANNOTATIONS_MAX),
});
export type SaveFeedbackBody = z.input<typeof SaveFeedbackBody>;

export const FeedbackAnnotationRecord = z.object({
  id: z.string(),
  materialId: z.string(),
  /** 1, 2, ... per picture, in the order the annotations were given. */
  label: z.number().int(),
  tool: AnnotationTool,
  points: z.array(AnnotationPoint),
  kind: FeedbackKind,
  text: z.string(),
  state: AnnotationState,
  /** The provider's answer, once it marked the annotation done or declined. */
  reply: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The corrected picture the provider delivered for it, shown beside the original (before/after). */
  corrected: z
    .object({ materialId: z.string(), url: z.string().nullable(), previewUrl: z.string().nullable() })
    .nullable(),
});
export type FeedbackAnnotationRecord = z.infer<typeof FeedbackAnnotationRecord>;

/** A picture of the order line's delivery that can be annotated. */
export const FeedbackPictureRecord = z.object({
  materialId: z.string(),
  name: z.string(),
  url: z.string().nullable(),
  previewUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type FeedbackPictureRecord = z.infer<typeof FeedbackPictureRecord>;

/** GET /orders/orderlines/{id}/feedback (and the answer of saving and submitting). */
export const FeedbackRecord = z.object({
  orderlineId: z.string(),
  orderId: z.string(),
  caseId: z.string(),
  salesId: z.string(),
  address: z.string(),
  productName: z.string(),
  state: FeedbackState,
  updatedAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  submittedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  pictures: z.array(FeedbackPictureRecord),
  annotations: z.array(FeedbackAnnotationRecord),
});
export type FeedbackRecord = z.infer<typeof FeedbackRecord>;
