import { createHmac } from 'node:crypto';

/** How long a receiver has to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT_LENGTH = 500;

/** The signature header's value: `v1=` and the hex HMAC-SHA256 of `timestamp.body` (docs/api.md "Webhooks"). */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface SendOutcome {
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
  delivered: boolean;
}

/** POSTs one signed delivery; any 2xx answer within the timeout delivers it. Never throws. */
export async function postWebhook(input: {
  url: string;
  secret: string;
  deliveryId: string;
  body: string;
  at: Date;
}): Promise<SendOutcome> {
  const timestamp = String(Math.floor(input.at.getTime() / 1000));
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(input.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Portal-Webhooks/1',
        'portal-webhook-id': input.deliveryId,
        'portal-webhook-timestamp': timestamp,
        'portal-webhook-signature': signWebhook(input.secret, timestamp, input.body),
      },
      body: input.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const text = await response.text().catch(() => '');
    return {
      statusCode: response.status,
      responseExcerpt: text.slice(0, EXCERPT_LENGTH) || null,
      durationMs: took(),
      error: null,
      delivered: response.status >= 200 && response.status < 300,
    };
  } catch (error) {
    const reason =
      error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : 'failed';
    return { statusCode: null, responseExcerpt: null, durationMs: took(), error: reason, delivered: false };
  }
}
