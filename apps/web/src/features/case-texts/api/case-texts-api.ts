import {
  type CaseCurrentTextRecord,
  type CaseTextVersionRecord,
  ErrorKey,
  type RejectCaseTextBody,
  type SaveCaseTextBody,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { caseKeys, caseTextKeys, dashboardKeys } from '@/lib/query-keys.ts';

const textsPath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/texts`;
const sectionPath = (caseId: string, name: string) => `${textsPath(caseId)}/${encodeURIComponent(name)}`;

export const caseTextsQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.currentTexts(caseId),
    queryFn: ({ signal }) => apiRequest<CaseCurrentTextRecord[]>(`${textsPath(caseId)}/current`, { signal }),
  });

/** A section's versions, newest first; the hub leaves out a version that repeats the one before it. */
export const textHistoryQuery = (caseId: string, name: string) =>
  queryOptions({
    queryKey: caseTextKeys.history(caseId, name),
    queryFn: ({ signal }) => apiRequest<CaseTextVersionRecord[]>(sectionPath(caseId, name), { signal }),
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
      apiRequest<CaseCurrentTextRecord>(sectionPath(caseId, name), {
        method: 'POST',
        body,
        failure: ErrorKey.textSaveError,
      }),
    onSuccess: changed,
  });
}

/** Approves or rejects a delivered text: one section by name, or every section waiting for review. */
export function useReviewTexts(caseId: string) {
  const changed = useTextsChanged(caseId);
  return useMutation({
    mutationFn: ({ name, decision, body }: ReviewRequest) => {
      const target = name ? sectionPath(caseId, name) : `${textsPath(caseId)}/${decision}-all`;
      return apiRequest<unknown>(name ? `${target}/${decision}` : target, {
        method: 'POST',
        body: decision === 'reject' ? body : undefined,
      });
    },
    onSettled: changed,
  });
}

export interface ReviewRequest {
  /** One section, or none for all sections at once. */
  name?: string;
  decision: 'approve' | 'reject';
  body?: RejectCaseTextBody;
}
