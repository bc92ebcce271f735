import { IMPERSONATION_HEADER, StorageKey } from '@portal/contracts';
import { readStored } from './storage.ts';

// The user support staff act as, for this browser tab only: another tab, or the next visit after closing
// it, acts as the signed-in person again, so nobody keeps acting as someone else without seeing the banner.
const IMPERSONATED_USER_KEY = 'impersonatedUserId';

export function impersonatedUserId(): string | null {
  try {
    return sessionStorage.getItem(IMPERSONATED_USER_KEY);
  } catch {
    return null;
  }
}

export function rememberImpersonation(userId: string | null): void {
  try {
    if (userId === null) sessionStorage.removeItem(IMPERSONATED_USER_KEY);
    else sessionStorage.setItem(IMPERSONATED_USER_KEY, userId);
  } catch {
    // Storage is blocked: impersonation simply does not start.
  }
}

/** The header the hub reads (login-url names it; docs/product.md) with the user to act as, if any. */
export function impersonationHeader(): Record<string, string> {
  const userId = impersonatedUserId();
  if (!userId) return {};
  return { [readStored(StorageKey.headerUserId) || IMPERSONATION_HEADER]: userId };
}
