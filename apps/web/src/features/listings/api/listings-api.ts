import type { ListingExportBody, ListingSetBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { downloadKeys, listingKeys } from '@/lib/query-keys.ts';

const caseParams = (caseId: string) => ({ path: { id: caseId } });
const profileParams = (caseId: string, profileId: string) => ({ path: { id: caseId, profileId } });

export const caseListingQuery = (caseId: string) =>
  queryOptions({
    queryKey: listingKeys.set(caseId),
    queryFn: ({ signal }) => call(hub.GET('/api/cases/{id}/listing', { params: caseParams(caseId), signal })),
  });

export const listingCheckQuery = (caseId: string, profileId: string) =>
  queryOptions({
    queryKey: listingKeys.check(caseId, profileId),
    queryFn: ({ signal }) =>
      call(
        hub.GET('/api/cases/{id}/listing/check/{profileId}', {
          params: profileParams(caseId, profileId),
          signal,
        }),
      ),
    // Another profile's check keeps the case's files on screen until its own answer comes.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === caseId ? previous : undefined,
  });

/** Saves the set; every profile's check is of the saved set, so they are asked for again. */
export function useSaveCaseListing(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingSetBody) =>
      call(hub.PUT('/api/cases/{id}/listing', { params: caseParams(caseId), body })),
    onSuccess: (saved) => {
      queryClient.setQueryData(listingKeys.set(caseId), saved);
      return queryClient.invalidateQueries({ queryKey: listingKeys.checks(caseId) });
    },
  });
}

/**
 * Starts the zip of the set for a profile; it shows among the case's downloads, which are asked for again.
 * A refusal (409) means the set changed since the check: the check is asked for again too.
 */
export function useRequestListingExport(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, body }: { profileId: string; body: ListingExportBody }) =>
      call(
        hub.POST('/api/cases/{id}/listing/exports/{profileId}', {
          params: profileParams(caseId, profileId),
          body,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.ofCase(caseId) }),
    onError: (_error, { profileId }) =>
      queryClient.invalidateQueries({ queryKey: listingKeys.check(caseId, profileId) }),
  });
}
