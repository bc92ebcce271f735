import { z } from 'zod';
import { PageRequest, pageOf, SearchText } from './paging.ts';
import { Permission } from './permissions.ts';

/** A role as the roles page shows it: its name, its permissions and how many users hold it anywhere. */
export const RoleRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  permissions: z.array(Permission),
  userCount: z.number().int(),
});
export type RoleRecord = z.infer<typeof RoleRecord>;

/** POST /Role/search: roles by name, paged. */
export const RoleSearchBody = PageRequest.extend({ search: SearchText.optional() });
export type RoleSearchBody = z.input<typeof RoleSearchBody>;

export const RoleSearchResult = pageOf(RoleRecord);
export type RoleSearchResult = z.infer<typeof RoleSearchResult>;

/** POST /Role and PATCH /Role/id/{id}: the name and the whole set of permissions. */
export const RoleBody = z.object({
  name: z.string().trim().min(1).max(100),
  permissions: z
    .array(Permission)
    .max(Permission.options.length * 2)
    .transform((permissions) => [...new Set(permissions)]),
});
export type RoleBody = z.input<typeof RoleBody>;
