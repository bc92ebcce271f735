import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

// A 4xx answer will not change on retry (and a 401 has already sent the user to the login page).
const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => !isFinal(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
