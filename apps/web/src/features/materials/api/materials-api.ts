import {
  type CaseAssetsRecord,
  type CopyMaterialsBody,
  ErrorKey,
  type Locale,
  type MaterialRecord,
  type RightsSummaryQuery,
} from '@portal/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call, hub, languageHeader } from '@/lib/api-client.ts';
import { searchCases } from '@/lib/case-search.ts';
import { caseKeys, materialKeys } from '@/lib/query-keys.ts';

const caseParams = (caseId: string) => ({ path: { id: caseId } });

/** The hub signs the material URLs for an hour; after 45 minutes the listing is fetched again. */
const MATERIAL_URLS_FRESH_MS = 45 * 60_000;

export const caseAssetsQuery = (caseId: string) =>
  queryOptions({
    queryKey: materialKeys.assets(caseId),
    queryFn: ({ signal }) => call(hub.GET('/api/cases/{id}/assets', { params: caseParams(caseId), signal })),
    staleTime: MATERIAL_URLS_FRESH_MS,
  });

/** Saves the order of drag and drop; the grid shows it at once and goes back when the hub refuses. */
export function useSortMaterials(caseId: string) {
  const queryClient = useQueryClient();
  const key = materialKeys.assets(caseId);
  return useMutation({
    mutationFn: (materialIds: string[]) =>
      call(
        hub.POST('/api/cases/{id}/assets/sortorder', { params: caseParams(caseId), body: { materialIds } }),
      ),
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
    mutationFn: ({ materialIds, active }: { materialIds: string[]; active: boolean }) => {
      const request = { params: caseParams(caseId), body: { materialIds } };
      return active
        ? call(hub.POST('/api/cases/{id}/assets/restore', request))
        : call(hub.POST('/api/cases/{id}/assets/delete', request));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: materialKeys.assets(caseId) }),
  });
}

/** Removes a batch and its material for good; the case's "has material" flag may change, so cases reload. */
export function useRemoveBatch(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      call(
        hub.DELETE('/api/cases/{id}/assets/batches/{batchId}', { params: { path: { id: caseId, batchId } } }),
        {
          failure: ErrorKey.batchRemovalError,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: caseKeys.all }),
  });
}

export function useCopyMaterials(caseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyMaterialsBody) =>
      call(hub.POST('/api/cases/{id}/assets/copy', { params: caseParams(caseId), body })),
    onSuccess: (result) =>
      queryClient.invalidateQueries({ queryKey: materialKeys.assets(result.targetCaseId) }),
  });
}

/** Cases to copy to: the first page of the case search for what the user typed. */
export const copyTargetSearchQuery = (searchKey: string) =>
  queryOptions({
    queryKey: materialKeys.copyTargets(searchKey),
    queryFn: ({ signal }) => searchCases({ skip: 0, take: 20, searchKey }, signal),
    staleTime: 30_000,
  });

/**
 * The case's rights summary as a file, fetched by the portal rather than linked, so it carries the portal's
 * language and, while support staff act as a user, that user.
 */
export const fetchRightsSummary = (caseId: string, format: RightsSummaryQuery['format'], locale: Locale) =>
  call(
    hub.GET('/api/cases/{id}/assets/rights', {
      params: { ...caseParams(caseId), query: { format } },
      headers: languageHeader(locale),
      parseAs: 'blob',
    }),
  );
