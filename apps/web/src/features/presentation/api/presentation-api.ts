import type {
  CreatedPresentationShare,
  PresentationRecord,
  PresentationShareRecord,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { presentationKeys } from '@/lib/query-keys.ts';

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/presentation`;

// Asked for again five minutes before the signed file URLs expire, so an open page never shows dead links.
const REFRESH_MARGIN_MS = 5 * 60 * 1000;
const MIN_REFRESH_MS = 60 * 1000;

/** How long until the presentation's signed URLs must be fetched anew. */
export function refreshDelay(presentation: PresentationRecord | undefined): number | false {
  if (!presentation) return false;
  const delay = Date.parse(presentation.urlsExpireAt) - Date.now() - REFRESH_MARGIN_MS;
  return Math.max(delay, MIN_REFRESH_MS);
}

export const casePresentationQuery = (caseId: string, activeOnly: boolean) =>
  queryOptions({
    queryKey: presentationKeys.material(caseId, activeOnly),
    queryFn: ({ signal }) =>
      apiRequest<PresentationRecord>(casePath(caseId), { query: { activeOnly: String(activeOnly) }, signal }),
    // Switching between all and only active material keeps the case's grid on screen until the other answer
    // comes; another case never shows this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === caseId ? previous : undefined,
    staleTime: 10 * 60 * 1000,
    refetchInterval: (query) => refreshDelay(query.state.data),
  });

export const presentationSharesQuery = (caseId: string) =>
  queryOptions({
    queryKey: presentationKeys.shares(caseId),
    queryFn: ({ signal }) => apiRequest<PresentationShareRecord[]>(`${casePath(caseId)}/shares`, { signal }),
  });

export const createPresentationShare = (caseId: string, expiresInDays: number) =>
  apiRequest<CreatedPresentationShare>(`${casePath(caseId)}/shares`, {
    method: 'POST',
    body: { expiresInDays },
  });

export const revokePresentationShare = (caseId: string, shareId: string) =>
  apiRequest<void>(`${casePath(caseId)}/shares/${encodeURIComponent(shareId)}`, { method: 'DELETE' });

export const sharedPresentationQuery = (token: string) =>
  queryOptions({
    queryKey: presentationKeys.shared(token),
    queryFn: ({ signal }) =>
      apiRequest<PresentationRecord>(`/api/public/presentation/${encodeURIComponent(token)}`, {
        public: true,
        signal,
      }),
    // A revoked or unknown link stays so; asking again would only repeat the answer.
    retry: false,
    staleTime: 10 * 60 * 1000,
    refetchInterval: (query) => refreshDelay(query.state.data),
  });
