import { z } from 'zod';

/** The header naming one submission of the order wizard; retries of that submission send the same value. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The headers of a call that takes an idempotency key; the other headers pass through untouched. */
export const IdempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});
