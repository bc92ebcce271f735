import { queryOptions } from '@tanstack/react-query';
import { call, hub } from '@/lib/api-client.ts';
import { caseKeys } from '@/lib/query-keys.ts';

const ofCase = (caseId: string) => ({ path: { id: caseId } });

export const currentTextsQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.currentTexts(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/texts/current', { params: ofCase(caseId), signal })),
  });

export const locationMaterialQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.locationMaterial(caseId),
    queryFn: ({ signal }) =>
      call(hub.GET('/api/cases/{id}/location-material', { params: ofCase(caseId), signal })),
  });
