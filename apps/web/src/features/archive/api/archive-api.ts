import type { ArchiveStateRecord, CaseRecord } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { caseQuery } from '../../orders/api/order-api.ts';

export type ArchiveAction = 'archive' | 'restore';

const actionPath = (caseId: string, action: ArchiveAction) =>
  `/api/cases/${encodeURIComponent(caseId)}/assets/archive${action === 'restore' ? '/restore' : ''}`;

/**
 * Starts archiving or restoring. The answer's state goes straight into the cached case, so the page's
 * archived notice and the panel's polling follow at once.
 */
export function useArchiveAction(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ArchiveAction) =>
      apiRequest<ArchiveStateRecord>(actionPath(caseId, action), { method: 'POST' }),
    onSuccess: (state) => {
      queryClient.setQueryData<CaseRecord>(caseQuery(caseId).queryKey, (found) =>
        found
          ? { ...found, materialInfo: { ...found.materialInfo, materialsState: state.materialsState } }
          : found,
      );
    },
    // A refusal may mean the case changed meanwhile (an order was placed): read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: caseQuery(caseId).queryKey }),
  });
}
