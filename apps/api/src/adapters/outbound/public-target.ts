import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { addressListOf, canonicalAddress, isPublicAddress } from './public-address.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name leads to; throws or answers none when it leads nowhere. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** A WHATWG `url.hostname` without the brackets of an IPv6 literal. */
export const bareHostname = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

const addressOf = (address: string): ResolvedAddress => ({ address, family: isIP(address) === 6 ? 6 : 4 });

/** The system's resolver (what a plain connection would use), every address in the order it gives them. */
export const resolveWithSystem: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, order: 'verbatim' });
  return answers.map(({ address }) => addressOf(address));
};

/** `localhost` and its subdomains are this machine by definition (RFC 6761), never asked of DNS. */
const LOOPBACK: ResolvedAddress[] = [
  { address: '127.0.0.1', family: 4 },
  { address: '::1', family: 6 },
];
/** Names for private networks only (RFC 6762 mDNS, RFC 8375, ICANN's .internal): never on the internet. */
const PRIVATE_USE_SUFFIXES = ['local', 'internal', 'home.arpa'];
/** Names that never resolve on the internet (RFC 2606, RFC 6761, RFC 7686, RFC 9476), never asked of DNS. */
const NOWHERE_SUFFIXES = ['example', 'invalid', 'test', 'onion', 'alt'];

const under = (name: string, suffixes: string[]) =>
  suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));

export type TargetRefusal = 'notPublic' | 'nameNotFound';

export type PublicTarget = { addresses: ResolvedAddress[] } | { refused: TargetRefusal };

/** Stops waiting for the resolver when the signal fires (getaddrinfo itself cannot be cancelled). */
function resolveUntil(resolve: HostResolver, name: string, signal: AbortSignal) {
  signal.throwIfAborted();
  return new Promise<ResolvedAddress[]>((done, fail) => {
    const stop = () => fail(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    resolve(name)
      .then(done, fail)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * The addresses a URL's host (WHATWG `url.hostname`: an IP literal in any notation is already normalised
 * to dotted or bracketed form) leads to, when EVERY one is public or on the operator's allowed list; else
 * why not. The caller then connects only to these addresses, so a DNS answer that changes afterwards
 * (rebinding) cannot reach anything else.
 */
export async function resolvePublicTarget(
  hostname: string,
  options: { resolve: HostResolver; allowed: readonly string[]; signal: AbortSignal },
): Promise<PublicTarget> {
  const literal = bareHostname(hostname);
  const name = literal.toLowerCase().replace(/\.$/, '');
  let addresses: ResolvedAddress[];
  if (isIP(literal)) addresses = [addressOf(literal)];
  else if (under(name, ['localhost'])) addresses = LOOPBACK;
  else if (under(name, PRIVATE_USE_SUFFIXES)) return { refused: 'notPublic' };
  else if (under(name, NOWHERE_SUFFIXES)) return { refused: 'nameNotFound' };
  else {
    try {
      addresses = await resolveUntil(options.resolve, name, options.signal);
    } catch {
      return { refused: 'nameNotFound' };
    }
  }
  if (addresses.length === 0) return { refused: 'nameNotFound' };
  const allowed = addressListOf(options.allowed);
  const reachable = (address: string) => isPublicAddress(address) || allowed.includes(address);
  if (!addresses.every(({ address }) => reachable(address))) return { refused: 'notPublic' };
  return { addresses: addresses.map(({ address }) => addressOf(canonicalAddress(address))) };
}
