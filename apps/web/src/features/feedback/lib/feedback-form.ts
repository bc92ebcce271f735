import { type FeedbackAnnotationInput, type FeedbackRecord, SaveFeedbackBody } from '@portal/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

export interface FeedbackValues {
  annotations: FeedbackAnnotationInput[];
}

/** The hub's own rule for a draft (every comment needs a text, the tool its points), checked here first. */
const feedbackSchema = SaveFeedbackBody as unknown as z.ZodType<FeedbackValues, FeedbackValues>;

/** The draft's resolver: the hub's rules, with the contract's "Feedback text is required" for an empty text. */
export const feedbackResolver = (): Resolver<FeedbackValues, unknown, FeedbackValues> =>
  keyedZodResolver(feedbackSchema);

/** The saved draft as the form's values, in the hub's order, so the labels come out as the hub gave them. */
export function toFeedbackValues(record: FeedbackRecord): FeedbackValues {
  return {
    annotations: record.annotations.map(({ materialId, tool, points, kind, text }) => ({
      materialId,
      tool,
      points,
      kind,
      text,
    })),
  };
}
