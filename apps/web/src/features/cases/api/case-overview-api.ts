import type { CaseCurrentTextRecord, LocationMaterialCaseRecord } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { caseKeys } from '@/lib/query-keys.ts';

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}`;

export const currentTextsQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.currentTexts(caseId),
    queryFn: ({ signal }) =>
      apiRequest<CaseCurrentTextRecord[]>(`${casePath(caseId)}/texts/current`, { signal }),
  });

export const locationMaterialQuery = (caseId: string) =>
  queryOptions({
    queryKey: caseKeys.locationMaterial(caseId),
    queryFn: ({ signal }) =>
      apiRequest<LocationMaterialCaseRecord[]>(`${casePath(caseId)}/location-material`, { signal }),
  });
