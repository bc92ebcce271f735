import type {
  ForgotPasswordBody,
  LoginUrlResponse,
  ResetPasswordBody,
  SignInBody,
  SignInResponse,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { authKeys, storeLoginInfo } from '@/lib/auth.ts';
import { startSession } from '@/lib/session.ts';

export function loginInfoQuery(redirectUrl: string | undefined) {
  return queryOptions({
    queryKey: authKeys.loginInfo(redirectUrl ?? ''),
    queryFn: async ({ signal }) => {
      const info = await apiRequest<LoginUrlResponse>('/api/Authentication/login-url', {
        query: { redirectUrl },
        public: true,
        signal,
      });
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
      apiRequest<SignInResponse>('/api/Authentication/sign-in', { method: 'POST', body, public: true }),
    onSuccess: (answer) => startSession(queryClient, answer.user),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiRequest<void>('/api/Authentication/password/forgot', { method: 'POST', body, public: true }),
  });
}

export function resetTokenQuery(token: string) {
  return queryOptions({
    queryKey: authKeys.resetToken(token),
    queryFn: async ({ signal }) => {
      await apiRequest<void>(`/api/Authentication/password/reset/${encodeURIComponent(token)}`, {
        public: true,
        signal,
      });
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiRequest<void>('/api/Authentication/password/reset', { method: 'POST', body, public: true }),
  });
}
