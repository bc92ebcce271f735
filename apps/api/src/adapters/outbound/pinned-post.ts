import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHostname, type ResolvedAddress } from './public-target.ts';

export interface PinnedPostRequest {
  url: URL;
  /** The addresses checked for `url`'s host: the only ones the connection may go to. */
  addresses: ResolvedAddress[];
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** POSTs to one of the checked addresses and answers the status code once it arrives; network errors throw. */
export type PinnedPost = (request: PinnedPostRequest) => Promise<{ statusCode: number }>;

/**
 * Node's connection asks this instead of DNS: it answers only the checked addresses, so the socket opens to
 * one of them whatever DNS says now. With several, Node tries them in turn (autoSelectFamily).
 */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all) callback(null, addresses);
    else if (first) callback(null, first.address, first.family);
    else callback(Object.assign(new Error('no checked address'), { code: 'ENOTFOUND' }), '', 4);
  };
}

/**
 * The host stays the URL's name: the Host header, TLS SNI and the certificate check all use it, only the
 * address comes from the check. No agent, so no pooled socket opened for another check is reused; the
 * answer's body is never read (nothing of it is kept or shown), and redirects are not followed.
 */
export const postToCheckedAddress: PinnedPost = ({ url, addresses, headers, body, signal }) =>
  new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(
      {
        host: bareHostname(url.hostname),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, host: url.host, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
        lookup: pinnedLookup(addresses),
        signal,
      },
      (response) => {
        response.resume();
        resolve({ statusCode: response.statusCode ?? 0 });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
