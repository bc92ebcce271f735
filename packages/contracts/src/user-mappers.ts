// Hub records of users and their departments to the shapes the portal uses (docs/product.md). Free of zod
// at run time, so the portal's first page can map the signed-in user without loading the schema library.
import type { Branch, BranchRecord } from './branches.ts';
import type { BranchAccess } from './enums.ts';
import type { User, UserRecord } from './users.ts';

function branchAccess(permissions: BranchRecord['permissions']): BranchAccess {
  if (permissions === null) return 'NONE';
  return permissions.admin ? 'ADMIN' : 'REGULAR';
}

export function mapBranch(record: BranchRecord): Branch {
  return {
    id: record.id,
    axCustomerId: record.axCustomerId,
    name: record.name,
    access: branchAccess(record.permissions),
    countryCode: record.countryCode,
    useUpperCase: record.useUpperCase,
    endUserInvoicing: record.endUserInvoicing,
    businessInvoicing: record.businessInvoicing,
    maxImageUploadCount: record.maxImageUploadCount,
    contactPersonId: record.contactPersonId,
    locale: record.locale,
    currency: record.currency,
  };
}

/** PATCH /User/id/{id}: departments without access are left out rather than sent as "no permissions". */
export function toBranchAccessPayload(branches: Branch[]): { id: number; permissions: { admin: boolean } }[] {
  return branches
    .filter((branch) => branch.access !== 'NONE')
    .map((branch) => ({ id: branch.id, permissions: { admin: branch.access === 'ADMIN' } }));
}

/** Upper-cased first letters of the first two words. */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}

const fullNameOf = (firstName: string, lastName: string): string => `${firstName} ${lastName}`.trim();

export function mapUser(record: UserRecord): User {
  // While impersonating, the portal must look and act as the impersonated user, so identity comes from them.
  const identity = record.impersonatedUser ?? record;
  const fullName = fullNameOf(identity.firstName, identity.lastName);
  return {
    id: identity.id,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    fullName,
    initials: initials(fullName),
    phoneNumber: record.phoneNumber,
    phoneAlt: record.phoneAlt,
    timezone: record.timezone,
    internal: !record.isExternal,
    isDirectoryUser: record.isDirectoryUser,
    visiblePrices: record.settings.showPrices,
    roleId: record.roleId,
    branches: record.branches.map(mapBranch),
    contactPersonId: record.contactPersonId,
    impersonating: record.impersonatedUser !== null,
  };
}
