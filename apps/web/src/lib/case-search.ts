import type { CaseSearchBody } from '@portal/contracts';
import { call, hub } from './api-client.ts';

/**
 * POST /Cases/Search, the one call behind every list of cases: the case list, the dashboard, the wizard's
 * look for an existing case and the choice of a case to copy material to each ask with their own filters.
 */
export function searchCases(body: Partial<CaseSearchBody>, signal?: AbortSignal) {
  return call(hub.POST('/api/Cases/Search', { body, signal }));
}
