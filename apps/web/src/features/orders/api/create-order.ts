import { type CaseOrderCreateResponse, ErrorKey, IDEMPOTENCY_HEADER, type Locale } from '@portal/contracts';
import {
  CaseSaveError,
  type OrderInput,
  toCaseBody,
  toOrderBody,
} from '@/features/orders/lib/order-payload.ts';
import { ApiError, call, hub, isApiError, languageHeader } from '@/lib/api-client.ts';

/**
 * The hub's refusal with each field path as its own part's payload names it ("case.address.zip" ->
 * "address.zip"); a refusal that names a field of the case is a case save error.
 */
function asPartRefusal(error: ApiError): ApiError {
  const paths = Object.keys(error.fields);
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([path, message]) => [path.replace(/^(case|order)\./, ''), message]),
  );
  const refusal = new ApiError(error.status, error.code, fields, error.params);
  return paths.some((path) => path.startsWith('case.')) ? new CaseSaveError(refusal) : refusal;
}

/**
 * docs/product.md: the case is saved and the order created in one call, so a refused order leaves the case
 * as it was. `submissionKey` names this submission: the hub answers a retry of it with the first answer
 * instead of creating a second order. A refusal's amounts (a campaign's budget) come written in the portal's
 * language.
 */
export async function createOrder(
  input: OrderInput,
  locale: Locale,
  submissionKey: string,
): Promise<CaseOrderCreateResponse> {
  const created = await call(
    hub.POST('/api/orders/new/webshop-with-case', {
      headers: { ...languageHeader(locale), [IDEMPOTENCY_HEADER]: submissionKey },
      body: { case: toCaseBody(input), order: toOrderBody(input) },
    }),
  ).catch((error: unknown) => {
    throw isApiError(error) ? asPartRefusal(error) : error;
  });
  if (!created?.success) throw new ApiError(200, ErrorKey.createOrderFailed);
  return created;
}
