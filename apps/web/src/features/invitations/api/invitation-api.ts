import type { InvitationAcceptBody, InvitationRecord, SignInResponse } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { startSession } from '../../auth/api/session-api.ts';

const invitationPath = (id: string) => `/api/User/Invitation/${encodeURIComponent(id)}`;

export function invitationQuery(id: string) {
  return queryOptions({
    queryKey: ['invitations', id],
    queryFn: ({ signal }) => apiRequest<InvitationRecord>(invitationPath(id), { public: true, signal }),
  });
}

/** Accepting creates the account and signs the new user in, so the answer is the current user too. */
export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InvitationAcceptBody) =>
      apiRequest<SignInResponse>(`${invitationPath(id)}/accept`, { method: 'POST', body, public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}
