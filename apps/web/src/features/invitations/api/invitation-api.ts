import type {
  InvitationAcceptBody,
  InvitationAccepted,
  PublicInvitation,
  UserRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client.ts';
import { authKeys } from '@/lib/auth.ts';
import { invitationKeys } from '@/lib/query-keys.ts';
import { currentUserQuery, startSession } from '@/lib/session.ts';

// The page's {id} is the mailed link's token.
const invitationPath = (token: string) => `/api/User/Invitation/${encodeURIComponent(token)}`;

export function invitationQuery(token: string) {
  return queryOptions({
    queryKey: invitationKeys.invitation(token),
    queryFn: ({ signal }) => apiRequest<PublicInvitation>(invitationPath(token), { public: true, signal }),
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
      return await apiRequest<UserRecord>('/api/Authentication/user', { public: true, signal });
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
      apiRequest<InvitationAccepted>(`${invitationPath(token)}/accept`, {
        method: 'POST',
        body,
        public: true,
      }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}

/** An existing account, in its own session: the invitation's departments are added to it. */
export function useAcceptAsSignedInUser(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<InvitationAccepted>(`${invitationPath(token)}/accept`, { method: 'POST', public: true }),
    onSuccess: (answer) => {
      queryClient.setQueryData(currentUserQuery.queryKey, answer.user);
      // Department lists everywhere now include the new departments.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
    },
  });
}
