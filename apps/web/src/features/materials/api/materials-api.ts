import {
  type CaseAssetsRecord,
  type CaseSearchBody,
  type CaseSearchResult,
  type CopyMaterialsBody,
  type CopyMaterialsResult,
  ErrorKey,
  type MaterialRecord,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { caseKeys, materialKeys } from '@/lib/query-keys.ts';

const assetsPath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}/assets`;

/** The hub signs the material URLs for an hour; after 45 minutes the listing is fetched again. */
const MATERIAL_URLS_FRESH_MS = 45 * 60_000;

export const caseAssetsQuery = (caseId: string) =>
  queryOptions({
    queryKey: materialKeys.assets(caseId),
    queryFn: ({ signal }) => apiRequest<CaseAssetsRecord>(assetsPath(caseId), { signal }),
    staleTime: MATERIAL_URLS_FRESH_MS,
  });

/** Saves the order of drag and drop; the grid shows it at once and goes back when the hub refuses. */
export function useSortMaterials(caseId: string) {
  const queryClient = useQueryClient();
  const key = materialKeys.assets(caseId);
  return useMutation({
    mutationFn: (materialIds: string[]) =>
      apiRequest<void>(`${assetsPath(caseId)}/sortorder`, { method: 'POST', body: { materialIds } }),
    onMutate: async (materialIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CaseAssetsRecord>(key);
      if (before) {
        const byId = new Map(before.materials.map((material) => [material.id, material]));
        const materials = materialIds
          .map((id, index) => {
            const material = byId.get(id);
            return material ? { ...material, sortOrder: index } : undefined;
          })
          .filter((material): material is MaterialRecord => material !== undefined);
        queryClient.setQueryData<CaseAssetsRecord>(key, { ...before, materials });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** "Delete" makes material inactive (restorable), "restore" active again. */
export function useSetMaterialsActive(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ materialIds, active }: { materialIds: string[]; active: boolean }) =>
      apiRequest<MaterialRecord[]>(`${assetsPath(caseId)}/${active ? 'restore' : 'delete'}`, {
        method: 'POST',
        body: { materialIds },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.assets(caseId) }),
  });
}

/** Removes a batch and its material for good; the case's "has material" flag may change, so cases reload. */
export function useRemoveBatch(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      apiRequest<void>(`${assetsPath(caseId)}/batches/${encodeURIComponent(batchId)}`, {
        method: 'DELETE',
        failure: ErrorKey.batchRemovalError,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}

export function useCopyMaterials(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyMaterialsBody) =>
      apiRequest<CopyMaterialsResult>(`${assetsPath(caseId)}/copy`, { method: 'POST', body }),
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: materialKeys.assets(result.targetCaseId) }),
  });
}

/** Cases to copy to: the first page of the case search for what the user typed. */
export const copyTargetSearchQuery = (searchKey: string) =>
  queryOptions({
    queryKey: materialKeys.copyTargets(searchKey),
    queryFn: ({ signal }) =>
      apiRequest<CaseSearchResult>('/api/Cases/Search', {
        method: 'POST',
        body: { skip: 0, take: 20, searchKey } satisfies Partial<CaseSearchBody>,
        signal,
      }),
    staleTime: 30_000,
  });
