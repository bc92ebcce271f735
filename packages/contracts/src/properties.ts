// The department's properties for sale (docs/product.md "Properties"; GET /properties).
import { z } from 'zod';
import { OrderStatusWord } from './enums.ts';
import { pageOf } from './paging.ts';

export const PROPERTY_PAGE_SIZE = 12;

export const PropertyListQuery = z.object({
  /** Part of the address, in any case; empty lists them all. */
  search: z.string().trim().max(200).default(''),
  branchId: z.coerce.number().int().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(PROPERTY_PAGE_SIZE),
});
export type PropertyListQuery = z.output<typeof PropertyListQuery>;

export const PropertyRecord = z.object({
  caseId: z.uuid(),
  address: z.string(),
  branchName: z.string(),
  orderStatus: OrderStatusWord,
  /** The newest active picture's thumbnail, signed for a while; null when the case has none yet. */
  thumbnailUrl: z.string().nullable(),
  modifiedDate: z.iso.datetime(),
});
export type PropertyRecord = z.infer<typeof PropertyRecord>;

export const PropertyPage = pageOf(PropertyRecord);
export type PropertyPage = z.infer<typeof PropertyPage>;
