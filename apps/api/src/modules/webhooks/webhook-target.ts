import { isIP } from 'node:net';
import { isLoopbackAddress } from '../../adapters/outbound/public-address.ts';
import {
  bareHostname,
  type ResolvedAddress,
  resolvePublicTarget,
  resolveWithSystem,
} from '../../adapters/outbound/public-target.ts';
import type { AppDeps } from '../../deps.ts';

/** A webhook's URL and the addresses checked for it: a delivery connects only to these. */
export type WebhookTarget =
  | { url: URL; addresses: ResolvedAddress[] }
  | { refused: 'urlNotAllowed' | 'notPublic' | 'nameNotFound' };

/** `localhost` (and its subdomains) or a loopback address, as the WHATWG parser wrote the host. */
function isThisMachine(hostname: string): boolean {
  const literal = bareHostname(hostname);
  if (isIP(literal)) return isLoopbackAddress(literal);
  const name = literal.replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * Only https, with a host and without credentials; plain http only outside production and only to this
 * machine by name or address, for a developer's receiver (which must also be on WEBHOOK_ALLOWED_ADDRESSES).
 * Decided on the URL alone, before any name is looked up.
 */
function parseWebhookUrl(deps: AppDeps, value: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  const localHttp =
    url.protocol === 'http:' && isThisMachine(url.hostname) && deps.config.NODE_ENV !== 'production';
  if ((url.protocol !== 'https:' && !localHttp) || !url.hostname || url.username || url.password) {
    return undefined;
  }
  return url;
}

/**
 * Whether a webhook may be sent to `value` now: a well-formed URL whose host leads only to public
 * addresses (or ones the operator allowed). Checked when a webhook is saved and again at every delivery.
 */
export async function checkWebhookTarget(
  deps: AppDeps,
  value: string,
  signal: AbortSignal,
): Promise<WebhookTarget> {
  const url = parseWebhookUrl(deps, value);
  if (!url) return { refused: 'urlNotAllowed' };
  const target = await resolvePublicTarget(url.hostname, {
    resolve: deps.resolveHost ?? resolveWithSystem,
    allowed: deps.config.WEBHOOK_ALLOWED_ADDRESSES ?? [],
    signal,
  });
  return 'refused' in target ? target : { url, addresses: target.addresses };
}
