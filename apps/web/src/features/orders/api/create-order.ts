import { ErrorKey, type Locale, type OrderCreateResponse } from '@portal/contracts';
import {
  CaseSaveError,
  type OrderInput,
  toCaseBody,
  toOrderBody,
} from '@/features/orders/lib/order-payload.ts';
import { ApiError, apiRequest, isApiError, languageHeader } from '@/lib/api-client.ts';

/**
 * docs/product.md: the case is saved first, then the order; a missing case id or success flag fails. A
 * refusal's amounts (a campaign's budget) come written in the portal's language.
 */
export async function createOrder(input: OrderInput, locale: Locale): Promise<OrderCreateResponse> {
  const saved = await apiRequest<{ caseId?: string }>('/api/Cases/upsert/webshop', {
    method: 'POST',
    body: toCaseBody(input),
  }).catch((error: unknown) => {
    throw isApiError(error) ? new CaseSaveError(error) : error;
  });
  if (!saved?.caseId) throw new ApiError(200, ErrorKey.caseCreateFailed);
  const created = await apiRequest<OrderCreateResponse>('/api/orders/new/webshop', {
    method: 'POST',
    headers: languageHeader(locale),
    body: toOrderBody(input, saved.caseId),
  });
  if (!created?.success) throw new ApiError(200, ErrorKey.createOrderFailed);
  return created;
}
