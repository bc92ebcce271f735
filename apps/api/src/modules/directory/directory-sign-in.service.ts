import { type DirectoryChoices, type DirectoryChooseBody, ErrorKey, portalPathOf } from '@portal/contracts';
import type { StartedSession } from '../../actor.ts';
import {
  type DirectoryClaims,
  type DirectoryClient,
  DirectorySignInError,
  DirectoryUnavailableError,
} from '../../adapters/identity/directory-client.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type AppDeps, nowOf } from '../../deps.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { forgetResetLinks } from '../auth/auth.service.ts';
import { createRandomToken, hashToken } from '../auth/secrets.ts';
import { type ClientInfo, startSession } from '../auth/sessions.service.ts';
import { findGrantsOfUser } from '../users/user-grants.service.ts';
import {
  createDirectoryAccount,
  findUserByEmail,
  findUsersByIds,
  listBranchesOfUser,
  makeDirectoryAccount,
} from '../users/users.service.ts';
import * as repo from './directory.repo.ts';
import { DIRECTORY_CALLBACK_PATH, domainOf } from './directory.service.ts';
import type { DirectoryCandidate } from './directory.table.ts';

// Signing in through the organisation's directory
// (docs/decisions/0074-directory-sign-in-with-openid-client.md): the hub sends the browser to the directory
// with state, nonce and a PKCE challenge, redeems the code at the callback, finds or creates the portal user
// of the directory account and signs them in, or offers the department and user to act as when the account
// maps to more than one.

/** A sign-in must come back from the directory, and a choice be made, within this. */
const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

/**
 * The page of the portal to open after the sign-in: the one asked for when it is the portal's own, else the
 * start page. The browser opened the start link itself, so a foreign target is dropped rather than refused.
 */
const pageAfterSignIn = (deps: AppDeps, target: string | null | undefined): string =>
  portalPathOf(target, deps.config.publicUrl) ?? '/';

function directoryOf(deps: AppDeps): DirectoryClient {
  if (!deps.directory) throw new AppError(ErrorKey.notFound, 404);
  return deps.directory;
}

/** Starts a sign-in: the browser's token (for its cookie) and where to send it. */
export async function startDirectorySignIn(
  deps: AppDeps,
  input: { email?: string; redirectUrl?: string },
): Promise<{ browserToken: string; url: string }> {
  const directory = directoryOf(deps);
  let start: Awaited<ReturnType<DirectoryClient['startSignIn']>>;
  try {
    const redirectUri = new URL(DIRECTORY_CALLBACK_PATH, deps.config.publicUrl).href;
    start = await directory.startSignIn({ redirectUri, loginHint: input.email });
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) throw new AppError(ErrorKey.directoryUnavailable, 503);
    throw error;
  }
  const browserToken = createRandomToken();
  const now = nowOf(deps);
  await repo.insertSignIn(deps.db, {
    browserTokenHash: hashToken(browserToken),
    state: start.state,
    nonce: start.nonce,
    codeVerifier: start.codeVerifier,
    redirectUrl: portalPathOf(input.redirectUrl, deps.config.publicUrl) ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_LIFETIME_MS),
  });
  return { browserToken, url: start.url };
}

/**
 * Whether the account of the directory's address may be linked to the directory account, which takes its
 * password away: only an office's account, one with access to a department the address's domain signs in
 * to. Provider staff (no department of their own, or a provider permission in their own role) never are, so
 * whoever controls a bound domain's directory cannot take their account over.
 */
async function mayLinkByEmail(db: Db, userId: string, domainBranchIds: number[]): Promise<boolean> {
  const grants = await findGrantsOfUser(db, userId);
  return grants.permissions.size === 0 && domainBranchIds.some((branchId) => grants.access.has(branchId));
}

/**
 * The portal users the directory account may act as: those linked to it before, and the account of its
 * (verified) address when it may be linked (mayLinkByEmail), which is linked now and from then on signs in
 * only through the directory. Without either, a new directory account with regular access to the
 * departments of the address's domain. An address whose account may not be linked, with nothing linked
 * before, is refused (accountNotLinkable) and nothing changes.
 */
async function findOrCreateUsers(
  db: Db,
  ip: string,
  claims: DirectoryClaims & { email: string },
  domainBranchIds: number[],
) {
  const identity = { issuer: claims.issuer, subject: claims.subject };
  const linked = await repo.findLinkedUserIds(db, identity.issuer, identity.subject);
  const byEmail = await findUserByEmail(db, claims.email);
  if (byEmail && !linked.includes(byEmail.id)) {
    if (!(await mayLinkByEmail(db, byEmail.id, domainBranchIds))) {
      if (linked.length === 0) throw new AppError(ErrorKey.directoryAccountNotLinkable, 403);
      return linked;
    }
    await repo.linkIdentity(db, { ...identity, userId: byEmail.id });
    if (!byEmail.isDirectoryUser) {
      await makeDirectoryAccount(db, byEmail.id);
      await forgetResetLinks(db, byEmail.id);
    }
    await recordAudit(
      db,
      { actingUserId: byEmail.id, ip },
      { action: 'directory.accountLinked', details: identity },
    );
    return [...linked, byEmail.id];
  }
  if (linked.length > 0 || byEmail) return linked;
  const [first, ...rest] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  const userId = await createDirectoryAccount(
    db,
    {
      email: claims.email,
      firstName: claims.givenName ?? first ?? claims.email.split('@')[0] ?? '',
      lastName: claims.familyName ?? rest.join(' '),
    },
    domainBranchIds,
  );
  await repo.linkIdentity(db, { ...identity, userId });
  await recordAudit(
    db,
    { actingUserId: userId, ip },
    { action: 'directory.accountCreated', details: identity },
  );
  return [userId];
}

/** Every department and active user pair the directory account may act as. */
async function candidatesOf(db: Db, userIds: string[]): Promise<DirectoryCandidate[]> {
  const active = (await findUsersByIds(db, userIds)).filter((user) => user.active);
  const pairs: DirectoryCandidate[] = [];
  for (const user of active) {
    for (const branch of await listBranchesOfUser(db, user.id))
      pairs.push({ userId: user.id, branchId: branch.id });
  }
  return pairs;
}

async function signInAs(deps: AppDeps, client: ClientInfo, userId: string): Promise<StartedSession> {
  const session = await startSession(deps, userId, false, client);
  await recordAudit(
    deps.db,
    { actingUserId: userId, ip: client.ip },
    {
      action: 'auth.signedIn',
      details: { method: 'directory' },
    },
  );
  return session;
}

export type CallbackOutcome =
  | { kind: 'signedIn'; session: StartedSession; redirectUrl: string }
  | { kind: 'choose' };

/**
 * The directory's answer: refused unless it belongs to this browser's sign-in (the cookie's token and the
 * state), its code redeems with this sign-in's PKCE verifier at the configured issuer, and its ID token
 * carries this sign-in's nonce and an address whose domain signs in to a department. One pair signs in at
 * once; several are kept for the directory login screen.
 */
export async function finishDirectorySignIn(
  deps: AppDeps,
  client: ClientInfo,
  browserToken: string | undefined,
  callbackUrl: URL,
): Promise<CallbackOutcome> {
  const directory = directoryOf(deps);
  const now = nowOf(deps);
  const browserTokenHash = hashToken(browserToken ?? '');
  const signIn = browserToken ? await repo.findLiveSignIn(deps.db, browserTokenHash, now) : undefined;
  // A callback is redeemed once, whatever its outcome, so a stolen callback URL cannot be tried again.
  if (!signIn || !(await repo.markCallbackDone(deps.db, browserTokenHash, now))) {
    throw new AppError(ErrorKey.directoryFailed, 400);
  }
  let claims: DirectoryClaims;
  try {
    claims = await directory.finishSignIn(callbackUrl, signIn);
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) throw new AppError(ErrorKey.directoryUnavailable, 503);
    if (error instanceof DirectorySignInError) throw new AppError(ErrorKey.directoryFailed, 400);
    throw error;
  }
  const email = claims.emailVerified ? claims.email : undefined;
  if (!email) throw new AppError(ErrorKey.directoryUserFetchFailed, 400);
  const domainBranchIds = await repo.findBranchIdsOfDomain(deps.db, domainOf(email) ?? '');
  if (domainBranchIds.length === 0) throw new AppError(ErrorKey.directoryNotConnected, 403);

  const candidates = await deps.db.transaction(async (tx) =>
    candidatesOf(tx, await findOrCreateUsers(tx, client.ip, { ...claims, email }, domainBranchIds)),
  );
  if (candidates.length === 0) throw new AppError(ErrorKey.directoryNoAccess, 403);
  const [only] = candidates;
  if (only && candidates.length === 1) {
    await repo.markFinished(deps.db, browserTokenHash, now);
    return {
      kind: 'signedIn',
      session: await signInAs(deps, client, only.userId),
      redirectUrl: pageAfterSignIn(deps, signIn.redirectUrl),
    };
  }
  const expiresAt = new Date(now.getTime() + SIGN_IN_LIFETIME_MS);
  await repo.saveChoices(deps.db, browserTokenHash, { email, candidates, expiresAt });
  return { kind: 'choose' };
}

/** The browser's open choice; 410 choiceExpired when there is none (never started, used, or too old). */
async function findOpenChoice(deps: AppDeps, browserToken: string | undefined) {
  const signIn = browserToken
    ? await repo.findLiveSignIn(deps.db, hashToken(browserToken), nowOf(deps))
    : undefined;
  if (!signIn?.candidates?.length || !signIn.email) throw new AppError(ErrorKey.directoryChoiceExpired, 410);
  return { ...signIn, email: signIn.email, candidates: signIn.candidates };
}

/** The directory login screen: the departments and users the account may act as. */
export async function listDirectoryChoices(
  deps: AppDeps,
  browserToken: string | undefined,
): Promise<DirectoryChoices> {
  const signIn = await findOpenChoice(deps, browserToken);
  const users = await findUsersByIds(deps.db, [...new Set(signIn.candidates.map((pair) => pair.userId))]);
  const choices: DirectoryChoices['choices'] = [];
  for (const user of users) {
    for (const branch of await listBranchesOfUser(deps.db, user.id)) {
      const offered = signIn.candidates.some(
        (pair) => pair.userId === user.id && pair.branchId === branch.id,
      );
      if (!offered) continue;
      const { id: userId, firstName, lastName, email } = user;
      choices.push({ userId, firstName, lastName, email, branchId: branch.id, branchName: branch.name });
    }
  }
  return { email: signIn.email, choices, expiresAt: signIn.expiresAt.toISOString() };
}

/**
 * Signs in as the chosen pair, once. Only a pair the callback offered to this browser counts (403
 * otherwise, nothing changes), and the user must still be active with access to that department.
 */
export async function chooseDirectoryAccount(
  deps: AppDeps,
  client: ClientInfo,
  browserToken: string | undefined,
  choice: DirectoryChooseBody,
): Promise<{ session: StartedSession; branchId: number; redirectUrl: string }> {
  const signIn = await findOpenChoice(deps, browserToken);
  const offered = signIn.candidates.some(
    (pair) => pair.userId === choice.userId && pair.branchId === choice.branchId,
  );
  if (!offered) throw new AppError(ErrorKey.forbidden, 403);
  const stillValid = await candidatesOf(deps.db, [choice.userId]);
  if (!stillValid.some((pair) => pair.branchId === choice.branchId))
    throw new AppError(ErrorKey.directoryNoAccess, 403);
  if (!(await repo.markFinished(deps.db, hashToken(browserToken ?? ''), nowOf(deps)))) {
    throw new AppError(ErrorKey.directoryChoiceExpired, 410);
  }
  const session = await signInAs(deps, client, choice.userId);
  return { session, branchId: choice.branchId, redirectUrl: pageAfterSignIn(deps, signIn.redirectUrl) };
}
