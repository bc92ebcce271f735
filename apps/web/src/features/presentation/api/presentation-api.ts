import type { PresentationRecord, PresentationShareCreateBody } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { presentationKeys } from '@/lib/query-keys.ts';

const caseParams = (caseId: string) => ({ path: { id: caseId } });

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
      call(
        hub.GET('/api/cases/{id}/presentation', {
          params: { ...caseParams(caseId), query: { activeOnly: `${activeOnly}` } },
          signal,
        }),
      ),
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
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/presentation/shares', { params: caseParams(caseId), signal })),
  });

export const createPresentationShare = (
  caseId: string,
  expiresInDays: PresentationShareCreateBody['expiresInDays'],
) =>
  call(
    hub.POST('/api/cases/{id}/presentation/shares', { params: caseParams(caseId), body: { expiresInDays } }),
  );

export const revokePresentationShare = (caseId: string, shareId: string) =>
  call(
    hub.DELETE('/api/cases/{id}/presentation/shares/{shareId}', {
      params: { path: { id: caseId, shareId } },
    }),
  );

export const sharedPresentationQuery = (token: string) =>
  queryOptions({
    queryKey: presentationKeys.shared(token),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/public/presentation/{token}', { params: { path: { token } }, signal }), {
        public: true,
      }),
    // A revoked or unknown link stays so; asking again would only repeat the answer.
    retry: false,
    staleTime: 10 * 60 * 1000,
    refetchInterval: (query) => refreshDelay(query.state.data),
  });
