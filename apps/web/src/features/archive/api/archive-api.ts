import { type CaseRecord, isMaterialsStateMoving } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { caseKeys } from '@/lib/query-keys.ts';

export type ArchiveAction = 'archive' | 'restore';

/** While a job moves the files the case is read again this often, so the page follows the state. */
const POLL_MS = 5000;

/** How often the page reads a case again: only while its material moves into or out of the archive. */
export const archivePollInterval = (found: CaseRecord | undefined): number | false =>
  found && isMaterialsStateMoving(found.materialInfo.materialsState) ? POLL_MS : false;

function archiveCall(caseId: string, action: ArchiveAction) {
  const params = { path: { id: caseId } };
  return action === 'restore'
    ? hub.POST('/api/cases/{id}/assets/archive/restore', { params })
    : hub.POST('/api/cases/{id}/assets/archive', { params });
}

/**
 * Starts archiving or restoring. The answer's state goes straight into the cached case, so the page's
 * archived notice and the panel's polling follow at once.
 */
export function useArchiveAction(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ArchiveAction) => call(archiveCall(caseId, action)),
    onSuccess: (state) => {
      queryClient.setQueryData<CaseRecord>(caseKeys.case(caseId), (found) =>
        found
          ? { ...found, materialInfo: { ...found.materialInfo, materialsState: state.materialsState } }
          : found,
      );
    },
    // A refusal may mean the case changed meanwhile (an order was placed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: caseKeys.case(caseId) }),
  });
}
