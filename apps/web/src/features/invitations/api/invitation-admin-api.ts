import type { InvitationCreateBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

// The admin calls name an invitation by its record id, never by the mailed link's token.

/** A department's pending invitations, expired ones included, with their expiry. */
export function pendingInvitationsQuery(branchId: number) {
  return queryOptions({
    queryKey: invitationKeys.pendingOfBranch(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/User/Invitation/branch/{branchId}', { params: { path: { branchId } }, signal })),
  });
}

/** Every change of an invitation can show in several departments' lists. */
function useRefreshInvitations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending() });
}

export function useInviteUser() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (body: InvitationCreateBody) => call(hub.POST('/api/User/Invitation', { body })),
    onSuccess: refresh,
  });
}

/** Mails a new link with a fresh expiry; the old link stops working. */
export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) =>
      call(hub.POST('/api/User/Invitation/{id}/resend', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}

export function useRemoveInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) => call(hub.DELETE('/api/User/Invitation/{id}', { params: { path: { id } } })),
    onSettled: refresh,
  });
}
