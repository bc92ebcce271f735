import {
  ErrorKey,
  type FeedbackAnnotationInput,
  type FeedbackRecord,
  SaveFeedbackBody,
} from '@portal/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { keyedZodResolver } from '@/lib/form-resolver.ts';

export interface FeedbackValues {
  annotations: FeedbackAnnotationInput[];
}

/** The hub's own rule for a draft (every comment needs a text, the tool its points), checked here first. */
const feedbackSchema = SaveFeedbackBody as unknown as z.ZodType<FeedbackValues, FeedbackValues>;

/**
 * The draft's resolver. An empty comment says "Feedback text is required" (the wording the office knows
 * from the hub) rather than the portal's general "This field is required", which the shared resolver
 * gives every empty field.
 */
export function feedbackResolver(): Resolver<FeedbackValues, unknown, FeedbackValues> {
  const resolve = keyedZodResolver(feedbackSchema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const problems = result.errors.annotations;
    if (Array.isArray(problems)) {
      for (const problem of problems) {
        if (problem?.text?.message === 'rules.required') problem.text.message = ErrorKey.feedbackTextRequired;
      }
    }
    return result;
  };
}

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
