import { DIRECTORY_SCHEME, type DirectoryChooseBody, type LoginUrlResponse } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { authKeys } from '@/lib/auth.ts';
import { startSession } from '@/lib/session.ts';

/**
 * How the typed address signs in: login-url answers the directory's scheme and start link for an address
 * whose domain is bound to a department, and the password sign-in for every other.
 */
export function signInMethodQuery(email: string, redirectUrl: string | undefined) {
  return queryOptions({
    queryKey: authKeys.signInMethod(email, redirectUrl ?? ''),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/Authentication/login-url', { params: { query: { email, redirectUrl } }, signal }), {
        public: true,
      }),
    staleTime: 5 * 60_000,
  });
}

export const isDirectorySignIn = (method: LoginUrlResponse | undefined): method is LoginUrlResponse =>
  method?.authenticationScheme === DIRECTORY_SCHEME;

/** The departments and users this browser's directory sign-in may act as (410 once used or expired). */
export const directoryChoicesQuery = queryOptions({
  queryKey: authKeys.directoryChoices(),
  queryFn: ({ signal }) =>
    call(hub.GET('/api/Authentication/directory/choices', { signal }), { public: true }),
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useChooseDirectoryAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DirectoryChooseBody) =>
      call(hub.POST('/api/Authentication/directory/choose', { body }), { public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}
