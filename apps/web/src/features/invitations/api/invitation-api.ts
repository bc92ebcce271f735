import type { InvitationAcceptBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub, isApiError } from '@/lib/api-client.ts';
import { authKeys } from '@/lib/auth.ts';
import { invitationKeys } from '@/lib/query-keys.ts';
import { currentUserQuery, startSession } from '@/lib/session.ts';

// The page's {id} is the mailed link's token.
const byToken = (token: string) => ({ params: { path: { id: token } } });

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: invitationKeys.invitation(token),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/User/Invitation/{id}', { ...byToken(token), signal }), { public: true }),
  });
}

/**
 * Who is signed in at this browser, if anyone: the invitation page is public, so a missing session is an
 * answer here (null), not a reason to send the person to the login page.
 */
export const signedInUserQuery = queryOptions({
  queryKey: invitationKeys.signedInUser(),
  queryFn: async ({ signal }) => {
    try {
      return await call(hub.GET('/api/Authentication/user', { signal }), { public: true });
    } catch (error) {
      if (isApiError(error, 401)) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 0,
});

/** A new address: creates the account and signs the new user in, so the answer is the current user too. */
export function useCreateInvitedAccount(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationAcceptBody) =>
      call(hub.POST('/api/User/Invitation/{id}/accept', { ...byToken(token), body }), { public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}

/** An existing account, in its own session: the invitation's departments are added to it. */
export function useAcceptAsSignedInUser(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // The operation names a body; null is its "no new account details", read by the hub as a missing one.
    mutationFn: () =>
      call(hub.POST('/api/User/Invitation/{id}/accept', { ...byToken(token), body: null }), { public: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQuery.queryKey, answer.user);
      // Department lists everywhere now include the new departments.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    },
  });
}
