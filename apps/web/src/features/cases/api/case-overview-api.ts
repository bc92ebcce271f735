import type { CaseCurrentTextRecord, LocationMaterialCaseRecord } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const casePath = (caseId: string) => `/api/cases/${encodeURIComponent(caseId)}`;

export const currentTextsQuery = (caseId: string) =>
  queryOptions({
    queryKey: ['cases', 'case', caseId, 'texts', 'current'],
    queryFn: ({ signal }) =>
      apiRequest<CaseCurrentTextRecord[]>(`${casePath(caseId)}/texts/current`, { signal }),
  });

export const locationMaterialQuery = (caseId: string) =>
  queryOptions({
    queryKey: ['cases', 'case', caseId, 'location-material'],
    queryFn: ({ signal }) =>
      apiRequest<LocationMaterialCaseRecord[]>(`${casePath(caseId)}/location-material`, { signal }),
  });
