import { z } from 'zod';
import { MIN_SEARCH_LENGTH } from './cases.ts';
import { ADMIN_PAGE_SIZE } from './page-sizes.ts';

/** A search text of the admin lists: empty, or at least 3 characters (docs/product.md, lists). */
export const SearchText = z
  .string()
  .trim()
  .max(200)
  .refine((text) => text.length === 0 || text.length >= MIN_SEARCH_LENGTH, 'cases.messages.searchTooShort');

export { ADMIN_PAGE_SIZE } from './page-sizes.ts';

/** skip/take paging of the admin lists, as the task and case searches page. */
export const PageRequest = z.object({
  skip: z.number().int().min(0).default(0),
  take: z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});

/** One page of a list: where it starts, how many were asked for, how many there are, the rows. */
export const pageOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    currentSkip: z.number().int(),
    take: z.number().int(),
    total: z.number().int(),
    data: z.array(row),
  });
