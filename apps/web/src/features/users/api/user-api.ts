import type { ChangePasswordBody, EmailChangeBody, UserPatchBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { userKeys } from '@/lib/query-keys.ts';
import { currentUserQuery } from '@/lib/session.ts';

const byId = (id: string) => ({ params: { path: { id } } });

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.user(id),
    queryFn: ({ signal }) => call(hub.GET('/api/User/id/{id}', { ...byId(id), signal })),
  });
}

export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserPatchBody) => call(hub.PATCH('/api/User/id/{id}', { ...byId(id), body })),
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
      call(hub.POST('/api/User/id/{id}/password', { ...byId(id), body })),
  });
}

/** Mails a confirmation link to the new address; the address changes only when the link is opened. */
export function useRequestEmailChange(id: string) {
  return useMutation({
    mutationFn: (body: EmailChangeBody) =>
      call(hub.POST('/api/User/id/{id}/email-change', { ...byId(id), body })),
  });
}

/** The link's page: public, since the link may be opened on another device than the one that asked. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      call(hub.POST('/api/User/email-change/confirm', { body: { token } }), { public: true }),
    // A signed-in user's header and profile show the new address.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
