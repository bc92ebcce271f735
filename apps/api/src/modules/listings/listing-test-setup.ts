import type { ApiKeyScope } from '@portal/contracts';
import type { App } from '../../app-types.ts';
import { portalHeaders } from '../../test/test-app.ts';

/** A department API key with the given scopes, made by one of its admins; answers the bearer header. */
export async function apiKeyHeaders(app: App, adminCookie: string, branchId: number, scopes: ApiKeyScope[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: portalHeaders(adminCookie),
    payload: { branchId, name: 'Listing system', scopes, expiresOn: null },
  });
  return { authorization: `Bearer ${response.json().secret}` };
}
