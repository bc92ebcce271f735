import { ErrorKey } from '@portal/contracts';
import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

/** The translated message of a failed call; codes the portal has no text for read as the generic one. */
export function errorText(t: TFunction, error: unknown): string {
  const code = isApiError(error) ? error.code : ErrorKey.internal;
  const params = isApiError(error) ? error.params : {};
  return t(code, { ...params, defaultValue: t(ErrorKey.internal) });
}

/**
 * Puts the hub's field problems next to the fields; true when at least one field was marked. Without
 * `fieldNames`, every path the hub names is a field of the form (the form sends the call's body as it is).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames?: readonly FieldPath<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let marked = false;
  for (const [path, key] of Object.entries(error.fields)) {
    const field = fieldNames ? fieldNames.find((name) => name === path) : (path as FieldPath<T>);
    if (field) {
      setError(field, { type: 'server', message: key });
      marked = true;
    }
  }
  return marked;
}
