import { mapUser, StorageKey, type UserRecord } from '@portal/contracts';
import { type QueryClient, queryOptions, useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { authKeys, isLocalPath } from './auth.ts';
import { readStored } from './storage.ts';

export const currentUserQuery = queryOptions({
  queryKey: authKeys.user(),
  queryFn: ({ signal }) => apiRequest<UserRecord>('/api/Authentication/user', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * A new session starts from an empty cache (an earlier one may have ended by expiry, for someone else),
 * with the user from the sign-in answer, so the signed-in layout opens without asking again.
 */
export function startSession(queryClient: QueryClient, user: UserRecord): void {
  queryClient.clear();
  queryClient.setQueryData(currentUserQuery.queryKey, user);
}

/** The signed-in user; only inside the signed-in layout, which has already loaded it. */
export function useSignedInUser() {
  return useSuspenseQuery({ ...currentUserQuery, select: mapUser }).data;
}

/**
 * Ends the session, then loads the stored logout URL (docs/product.md) as a new page: nothing the signed-out
 * user saw stays in memory, whatever the next person at this browser does.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/Authentication/sign-out', { method: 'POST', public: true }),
    onSuccess: () => {
      const target = readStored(StorageKey.logout) ?? '/login';
      // An identity provider's logout page is another site; anything else must be a page of the portal.
      window.location.assign(isLocalPath(target) || target.startsWith('https://') ? target : '/login');
    },
  });
}
