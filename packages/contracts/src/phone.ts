// The phone rule of docs/product.md. The dial prefix lives in phone-prefix.ts, so schemas that only
// check a number do not pull the phone-number metadata into the portal's first page.
import { z } from 'zod';

// An optional "+" and country code, an optional "(area code)", then 6 or more digits or separators;
// or a lone dial prefix such as +45.
export const PHONE_PATTERN = /^(?:\+\d{1,4})?(?:\s*\(\d{1,4}\))?[\d\s.-]{6,}$|^\+\d{2,3}$/;

/** Optional phone number. */
export function phone() {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'rules.phone')
    .optional();
}
