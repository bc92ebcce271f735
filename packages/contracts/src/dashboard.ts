import { z } from 'zod';

/**
 * GET /dashboard/department-contacts: the contact person of each of the user's departments, the agent
 * registered on the department (branches.contactPersonId is the contactPersonId of one of its users).
 */
export const DepartmentContactRecord = z.object({
  branchId: z.number().int(),
  branchName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type DepartmentContactRecord = z.infer<typeof DepartmentContactRecord>;

export const DepartmentContactsQuery = z.object({
  /** One department only; another department answers 404. */
  branchId: z.coerce.number().int().positive().optional(),
});
