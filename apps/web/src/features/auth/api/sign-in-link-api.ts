import type { SignInLinkBody } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { startSession } from '@/lib/session.ts';

/** The external sign-in page: the mailed link's user and token start a session, once. */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInLinkBody) =>
      call(hub.POST('/api/Authentication/sign-in-link', { body }), { public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}
