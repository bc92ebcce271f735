import type { EraseBody, RetentionBody, SubjectQuery } from '@portal/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { privacyKeys } from '@/lib/query-keys.ts';

/** The department's retention period, for its admins. */
export const retentionQuery = (branchId: number) =>
  queryOptions({
    queryKey: privacyKeys.retention(branchId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/branches/{id}/retention', { params: { path: { id: branchId } }, signal })),
  });

export function useSetRetention(branchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionBody) =>
      call(hub.PUT('/api/branches/{id}/retention', { params: { path: { id: branchId } }, body })),
    onSuccess: (saved) => queryClient.setQueryData(privacyKeys.retention(branchId), saved),
  });
}

/** One page of the department's ledger, newest first; the page shown stays while the next loads. */
export const ledgerQuery = (branchId: number, page: { skip: number; take: number }) =>
  queryOptions({
    queryKey: privacyKeys.ledger(branchId, page),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/privacy/ledger', { params: { query: { branchId, ...page } }, signal })),
    placeholderData: keepPreviousData,
  });

/** What the admin's departments hold about the person. */
export const subjectQuery = (subject: SubjectQuery) =>
  queryOptions({
    queryKey: privacyKeys.subject(subject),
    queryFn: ({ signal }) => call(hub.GET('/api/privacy/subject', { params: { query: subject }, signal })),
  });

/** Erases the person's data; the export and the ledger are read again. */
export function useEraseSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EraseBody) => call(hub.POST('/api/privacy/erase', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: privacyKeys.all }),
  });
}
