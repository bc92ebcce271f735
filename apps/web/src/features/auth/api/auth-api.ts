import type { ForgotPasswordBody, ResetPasswordBody, SignInBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { authKeys, storeLoginInfo } from '@/lib/auth.ts';
import { startSession } from '@/lib/session.ts';

export function loginInfoQuery(redirectUrl: string | undefined) {
  return queryOptions({
    queryKey: authKeys.loginInfo(redirectUrl ?? ''),
    queryFn: async ({ signal }) => {
      const info = await call(
        hub.GET('/api/Authentication/login-url', { params: { query: { redirectUrl } }, signal }),
        { public: true },
      );
      storeLoginInfo(info);
      return info;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInBody) =>
      call(hub.POST('/api/Authentication/sign-in', { body }), { public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      call(hub.POST('/api/Authentication/password/forgot', { body }), { public: true }),
  });
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: async ({ signal }) => {
      await call(
        hub.GET('/api/Authentication/password/reset/{token}', { params: { path: { token } }, signal }),
        { public: true },
      );
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      call(hub.POST('/api/Authentication/password/reset', { body }), { public: true }),
  });
}
