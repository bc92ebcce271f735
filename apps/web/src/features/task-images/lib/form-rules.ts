import { z } from 'zod';

/**
 * The items of a form that works on chosen pictures: at least one, at most what the order line ordered. The
 * item's own rules come from the contract, so the form and the hub check the same.
 */
export function chosenItems<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .min(1, { message: 'staging.pictures.noneChosen' })
    .max(max, { message: 'staging.pictures.tooMany' });
}

/** Picture ids of a form, from `min` (with its own message) to `max`. */
export function chosenIds(min: number, max: number) {
  return z
    .array(z.string())
    .min(min, { message: 'staging.pictures.tooFew' })
    .max(max, { message: 'staging.pictures.tooMany' });
}
