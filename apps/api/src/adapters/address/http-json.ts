/** The provider could not be asked (network, timeout, 5xx, refused key); the caller decides what then. */
export class AddressServiceError extends Error {}

export interface HttpOptions {
  timeoutMs: number;
  fetchImpl: typeof fetch;
}

/** GET a JSON document; `accept` lists the statuses whose body the caller reads itself. */
export async function getJson(
  url: URL,
  http: HttpOptions,
  accept: readonly number[] = [],
): Promise<{ status: number; body: unknown }> {
  try {
    const response = await http.fetchImpl(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(http.timeoutMs),
    });
    if (!response.ok && !accept.includes(response.status)) {
      throw new AddressServiceError(`${url.host}${url.pathname} answered ${response.status}`);
    }
    return { status: response.status, body: await response.json() };
  } catch (error) {
    if (error instanceof AddressServiceError) throw error;
    throw new AddressServiceError(`${url.host}${url.pathname} could not be read`, { cause: error });
  }
}

/** Base URL without a trailing slash, so paths can be appended. */
export const trimBase = (baseUrl: string) => baseUrl.replace(/\/+$/, '');
