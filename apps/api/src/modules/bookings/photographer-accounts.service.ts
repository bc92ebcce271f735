import type { AppDeps } from '../../deps.ts';
import { findPhotographerOfUser } from './provider-visits.repo.ts';

// Apart from provider-visits.service.ts, which reaches the orders module: the users module asks this when it
// describes a user's permissions, and must not import the order flow with it.

/** Whether the user is a photographer's own account, for the portal's menu (no booking queue for them). */
export async function isPhotographerAccount(deps: AppDeps, userId: string): Promise<boolean> {
  return (await findPhotographerOfUser(deps.db, userId)) !== undefined;
}
