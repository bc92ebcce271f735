import { ErrorKey, type RejectCaseTextBody, type SaveCaseTextBody } from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { caseKeys, caseTextKeys, dashboardKeys } from '@/lib/query-keys.ts';

const ofCase = (caseId: string) => ({ path: { id: caseId } });
const ofSection = (caseId: string, name: string) => ({ path: { id: caseId, name } });

export const caseTextsQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.currentTexts(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/texts/current', { params: ofCase(caseId), signal })),
  });

/** A section's versions, newest first; the hub leaves out a version that repeats the one before it. */
export const textHistoryQuery = (caseId: string, name: string) =>
  queryOptions({
    queryKey: caseTextKeys.history(caseId, name),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/texts/{name}', { params: ofSection(caseId, name), signal })),
  });

/**
 * Every change of a text is seen by the case page's texts section, this page's history and the dashboard's
 * approval states, so all of them are loaded again.
 */
function useTextsChanged(caseId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: caseTextKeys.all(caseId) }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.deliveredCases() }),
    ]);
}

/** Saves the editor's content as the section's new version; restoring an old version saves its content. */
export function useSaveText(caseId: string, name: string) {
  const changed = useTextsChanged(caseId);
  return useMutation({
    mutationFn: (body: SaveCaseTextBody) =>
      call(hub.POST('/api/cases/{id}/texts/{name}', { params: ofSection(caseId, name), body }), {
        failure: ErrorKey.textSaveError,
      }),
    onSuccess: changed,
  });
}

/** Approves or rejects a delivered text: one section by name, or every section waiting for review. */
export function useReviewTexts(caseId: string) {
  const changed = useTextsChanged(caseId);
  return useMutation({
    mutationFn: (request: ReviewRequest) => review(caseId, request),
    onSettled: changed,
  });
}

/** One section by name, or none for all sections at once; a rejection says why. */
export type ReviewRequest = { name?: string } & (
  | { decision: 'approve' }
  | { decision: 'reject'; body: RejectCaseTextBody }
);

/** One section's call answers with that section, an "all" call with every section, so each is awaited apart. */
async function review(caseId: string, request: ReviewRequest): Promise<void> {
  const { name } = request;
  if (request.decision === 'reject') {
    const { body } = request;
    if (name) {
      await call(hub.POST('/api/cases/{id}/texts/{name}/reject', { params: ofSection(caseId, name), body }));
    } else {
      await call(hub.POST('/api/cases/{id}/texts/reject-all', { params: ofCase(caseId), body }));
    }
  } else if (name) {
    await call(hub.POST('/api/cases/{id}/texts/{name}/approve', { params: ofSection(caseId, name) }));
  } else {
    await call(hub.POST('/api/cases/{id}/texts/approve-all', { params: ofCase(caseId) }));
  }
}
