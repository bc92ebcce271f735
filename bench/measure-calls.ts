// One autocannon run, shared by the benches that load the hub and their bare references.
import autocannon from 'autocannon';

/** Requests a second, latency and failures of one kind of request sent as fast as it is answered. */
export interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  failed: number;
}

export interface CallShape {
  method: 'GET' | 'POST';
  /** The path of this call; the url's own when absent. */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The value at `share` (0 to 1) of numbers sorted from the least. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Sends `next()` on each of `connections` connections to `url` for `seconds`, each as soon as the last is
 * answered. p50 and p95 come from every response's own time (autocannon's summary has no 95th percentile);
 * an answer of 300 or more, a connection error and a timeout each count as failed.
 */
export async function measureCalls(
  url: string,
  connections: number,
  seconds: number,
  next: () => CallShape,
): Promise<Measured> {
  const times: number[] = [];
  let failed = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 300) failed += 1;
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  return {
    perSecond: result.requests.average,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    failed: failed + result.errors + result.timeouts,
  };
}
