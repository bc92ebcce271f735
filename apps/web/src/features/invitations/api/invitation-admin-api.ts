import type { InvitationCreateBody, InvitationRecord } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { invitationKeys } from '@/lib/query-keys.ts';

// The admin calls name an invitation by its record id, never by the mailed link's token.
const recordPath = (id: string) => `/api/User/Invitation/${encodeURIComponent(id)}`;

/** A department's pending invitations, expired ones included, with their expiry. */
export function pendingInvitationsQuery(branchId: number) {
  return queryOptions({
    queryKey: invitationKeys.pendingOfBranch(branchId),
    queryFn: ({ signal }) =>
      apiRequest<InvitationRecord[]>(`/api/User/Invitation/branch/${branchId}`, { signal }),
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
    mutationFn: (body: InvitationCreateBody) =>
      apiRequest<InvitationRecord>('/api/User/Invitation', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** Mails a new link with a fresh expiry; the old link stops working. */
export function useResendInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) => apiRequest<InvitationRecord>(`${recordPath(id)}/resend`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useRemoveInvitation() {
  const refresh = useRefreshInvitations();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(recordPath(id), { method: 'DELETE' }),
    onSettled: refresh,
  });
}
