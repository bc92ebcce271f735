import { ErrorKey, type OrderCreateResponse } from '@portal/contracts';
import {
  CaseSaveError,
  type OrderInput,
  toCaseBody,
  toOrderBody,
} from '@/features/orders/lib/order-payload.ts';
import { ApiError, apiRequest, isApiError } from '@/lib/api-client.ts';

/** docs/product.md: the case is saved first, then the order; a missing case id or success flag fails. */
export async function createOrder(input: OrderInput): Promise<OrderCreateResponse> {
  const saved = await apiRequest<{ caseId?: string }>('/api/Cases/upsert/webshop', {
    method: 'POST',
    body: toCaseBody(input),
  }).catch((error: unknown) => {
    throw isApiError(error) ? new CaseSaveError(error) : error;
  });
  if (!saved?.caseId) throw new ApiError(200, ErrorKey.caseCreateFailed);
  const created = await apiRequest<OrderCreateResponse>('/api/orders/new/webshop', {
    method: 'POST',
    body: toOrderBody(input, saved.caseId),
  });
  if (!created?.success) throw new ApiError(200, ErrorKey.createOrderFailed);
  return created;
}
