import {
  IMPERSONATION_HEADER,
  mapUser,
  type Permission,
  StorageKey,
  type UserPermissions,
  type UserRecord,
} from '@portal/contracts';
import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { call, hub, signedOutError } from './api-client.ts';
import { authKeys, portalPagePath } from './auth.ts';
import { rememberImpersonation } from './impersonation.ts';
import { readStored } from './storage.ts';

/** Who is signed in: the user, or null for a visitor without a session. */
const askSession = async (signal?: AbortSignal): Promise<UserRecord | null> =>
  (await call(hub.GET('/api/Authentication/session', { signal }), { public: true })).user ?? null;

let earlySession: Promise<UserRecord | null> | undefined;

/**
 * Asks who is signed in before the portal first renders (main.tsx, on a signed-in page's address), so the
 * answer travels while the texts load; the session query takes this answer instead of asking again.
 */
export function askSessionEarly(): void {
  earlySession = askSession();
  // Whatever the answer, the session query reports it.
  earlySession.catch(() => undefined);
}

export const currentUserQuery = queryOptions({
  queryKey: authKeys.user(),
  queryFn: async ({ signal }): Promise<UserRecord> => {
    const asked = earlySession ?? askSession(signal);
    earlySession = undefined;
    const user = await asked;
    if (!user) throw signedOutError();
    return user;
  },
  staleTime: 5 * 60_000,
});

/**
 * What the current user (the impersonated one while impersonating) may do, for showing only the menus and
 * buttons that work; the hub checks every call itself.
 */
export const userPermissionsQuery = queryOptions({
  queryKey: authKeys.permissions(),
  queryFn: ({ signal }) => call(hub.GET('/api/Authentication/user/permissions', { signal })),
  staleTime: 5 * 60_000,
});

/** The departments in which the user holds `permission` (by default admin: ADMIN access). */
export const branchIdsWith = (permissions: UserPermissions, permission: Permission = 'admin'): number[] =>
  permissions.branches.flatMap((branch) =>
    branch.permissions.includes(permission) ? [branch.branchId] : [],
  );

/**
 * A new session starts from an empty cache (an earlier one may have ended by expiry, for someone else),
 * with the user from the sign-in answer, so the signed-in layout opens without asking again.
 */
export function startSession(queryClient: QueryClient, user: UserRecord): void {
  // A new sign-in acts as the person who signed in, never as whoever an earlier session impersonated.
  if (!user.impersonatedUser) rememberImpersonation(null);
  queryClient.clear();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/**
 * Whether the signed-in person acts as someone else; the hub then refuses what would outlast the session
 * (API keys, webhooks, roles, invitations, access), so the pages say so instead of offering it.
 */
export function useImpersonating(): boolean {
  return useSuspenseQuery({ ...currentUserQuery, select: (record) => record.impersonatedUser !== null }).data;
}

/** The signed-in user; only inside the signed-in layout, which has already loaded it. */
export function useSignedInUser() {
  return useSuspenseQuery({ ...currentUserQuery, select: mapUser }).data;
}

/** Ends this browser's session at the hub; callable signed out, so a session that already ended is no error. */
export const endSession = () => call(hub.POST('/api/Authentication/sign-out'), { public: true });

/**
 * Ends the session, then loads the stored logout URL (docs/product.md) as a new page: nothing the signed-out
 * user saw stays in memory, whatever the next person at this browser does.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => {
      rememberImpersonation(null);
      const target = readStored(StorageKey.logout) ?? '/login';
      // An identity provider's logout page is another site; anything else must be a page of the portal.
      window.location.assign(portalPagePath(target) ?? (target.startsWith('https://') ? target : '/login'));
    },
  });
}

/**
 * Support staff start acting as `userId`: every later call names that user (lib/impersonation.ts) and the
 * portal starts again from an empty cache, as that user sees it. A refusal (no permission, a deactivated
 * user) leaves the person acting as themselves.
 */
export function useStartImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      rememberImpersonation(userId);
      try {
        return await call(hub.GET('/api/Authentication/user'));
      } catch (error) {
        rememberImpersonation(null);
        throw error;
      }
    },
    onSuccess: (user) => startSession(queryClient, user),
  });
}

/** Ends an impersonation: one call naming the person's own id tells the hub (its audit log), then no header. */
export function useStopImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ownId: string) => {
      const user = await call(
        hub.GET('/api/Authentication/user', {
          headers: { [readStored(StorageKey.headerUserId) || IMPERSONATION_HEADER]: ownId },
        }),
      );
      rememberImpersonation(null);
      return user;
    },
    onSuccess: (user) => startSession(queryClient, user),
  });
}
