import type {
  ChangePasswordBody,
  EmailChangeBody,
  EmailChangeConfirmed,
  UserPatchBody,
  UserRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { userKeys } from '@/lib/query-keys.ts';
import { currentUserQuery } from '@/lib/session.ts';

const userPath = (id: string) => `/api/User/id/${encodeURIComponent(id)}`;

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.user(id),
    queryFn: ({ signal }) => apiRequest<UserRecord>(userPath(id), { signal }),
  });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPatchBody) => apiRequest<UserRecord>(userPath(id), { method: 'PATCH', body }),
    onSuccess: (record) => {
      queryClient.setQueryData(userQuery(id).queryKey, record);
      // The header shows the signed-in user's name, so their own changes must reach it at once.
      if (queryClient.getQueryData(currentUserQuery.queryKey)?.id === record.id) {
        queryClient.setQueryData(currentUserQuery.queryKey, record);
      }
    },
  });
}

export function useChangePassword(id: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest<void>(`${userPath(id)}/password`, { method: 'POST', body }),
  });
}

/** Mails a confirmation link to the new address; the address changes only when the link is opened. */
export function useRequestEmailChange(id: string) {
  return useMutation({
    mutationFn: (body: EmailChangeBody) =>
      apiRequest<void>(`${userPath(id)}/email-change`, { method: 'POST', body }),
  });
}

/** The link's page: public, since the link may be opened on another device than the one that asked. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailChangeConfirmed>('/api/User/email-change/confirm', {
        method: 'POST',
        body: { token },
        public: true,
      }),
    // A signed-in user's header and profile show the new address.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
