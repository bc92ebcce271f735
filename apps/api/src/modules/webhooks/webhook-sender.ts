import { createHmac } from 'node:crypto';
import type { WebhookFailureReason } from '@portal/contracts';
import { postToCheckedAddress } from '../../adapters/outbound/pinned-post.ts';
import type { AppDeps } from '../../deps.ts';
import { checkWebhookTarget } from './webhook-target.ts';

/** How long a receiver has to answer (name lookup included) before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `timestamp.body` (docs/api.md "Webhooks"). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  failureReason: WebhookFailureReason | null;
  delivered: boolean;
}

const TLS_ERROR = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|EPROTO$)/;

/** The fixed reason of a connection that failed; the error's own text never leaves this function. */
function failureReasonOf(error: unknown, signal: AbortSignal): WebhookFailureReason {
  if (signal.aborted) return 'timeout';
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  if (code === 'ECONNREFUSED') return 'connectionRefused';
  if (code === 'ETIMEDOUT') return 'timeout';
  if (TLS_ERROR.test(code)) return 'tlsError';
  return 'connectionFailed';
}

/**
 * POSTs one signed delivery; any 2xx answer within the timeout delivers it. The URL is checked again first
 * and the connection goes only to the addresses that check found (webhook-target.ts); a redirect is not
 * followed. Never throws.
 */
export async function postWebhook(
  deps: AppDeps,
  input: { url: string; secret: string; deliveryId: string; body: string; at: Date },
): Promise<SendOutcome> {
  const timestamp = String(Math.floor(input.at.getTime() / 1000));
  const signal = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS);
  const started = performance.now();
  const failed = (failureReason: WebhookFailureReason): SendOutcome => ({
    statusCode: null,
    durationMs: Math.round(performance.now() - started),
    failureReason,
    delivered: false,
  });
  const target = await checkWebhookTarget(deps, input.url, signal);
  if ('refused' in target) {
    if (signal.aborted) return failed('timeout');
    return failed(target.refused === 'nameNotFound' ? 'nameNotFound' : 'addressNotAllowed');
  }
  try {
    const { statusCode } = await (deps.postPinned ?? postToCheckedAddress)({
      url: target.url,
      addresses: target.addresses,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Portal-Webhooks/1',
        'portal-webhook-id': input.deliveryId,
        'portal-webhook-timestamp': timestamp,
        'portal-webhook-signature': signWebhook(input.secret, timestamp, input.body),
      },
      body: input.body,
      signal,
    });
    return {
      statusCode,
      durationMs: Math.round(performance.now() - started),
      failureReason: statusCode >= 300 && statusCode < 400 ? 'redirectNotFollowed' : null,
      delivered: statusCode >= 200 && statusCode < 300,
    };
  } catch (error) {
    return failed(failureReasonOf(error, signal));
  }
}
