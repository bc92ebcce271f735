import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { ownRequiredKey, type RuleMessageParams, zodIssueToKey } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { type FieldError, type FieldValues, get, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

interface FieldMessage {
  key: string;
  params: RuleMessageParams;
}

// react-hook-form keeps one string per field error, so a rule key travels with its parameters
// ({ min: 8 }) as JSON. Plain keys, like those of the hub's `fields` map, stay as they are.
function encodeFieldMessage({ key, params }: FieldMessage): string {
  return Object.keys(params).length === 0 ? key : JSON.stringify({ key, params });
}

export function decodeFieldMessage(message: string): FieldMessage {
  if (!message.startsWith('{')) return { key: message, params: {} };
  try {
    return JSON.parse(message) as FieldMessage;
  } catch {
    return { key: message, params: {} };
  }
}

/** A field error's message in the reader's language, or null when the field has no problem. */
export function fieldProblemText(t: TFunction, message: string | undefined): string | null {
  if (!message) return null;
  const problem = decodeFieldMessage(message);
  return t(problem.key, { ...problem.params, defaultValue: t('rules.type') });
}

/**
 * Like @hookform/resolvers' zodResolver, but every error message is a message key with its parameters
 * (contracts' zodIssueToKey), translated when shown, so a form follows a change of language.
 */
export function keyedZodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>),
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    // A schema may come as a loader: the login page fetches its schema (and zod) once the visitor starts.
    const loaded = typeof schema === 'function' ? await schema() : schema;
    const result = await loaded.safeParseAsync(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      // The first problem of a field is the one to fix first; the rest would only crowd the message.
      if (Object.hasOwn(errors, path)) continue;
      // An empty field reads better as "required" than as the rule it breaks ("enter a valid email"), in the
      // schema's own words when it has them ("Feedback text is required").
      const message =
        get(values, path) === ''
          ? { key: ownRequiredKey(issue) ?? 'rules.required', params: {} }
          : zodIssueToKey(issue);
      errors[path] = { type: issue.code, message: encodeFieldMessage(message) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
