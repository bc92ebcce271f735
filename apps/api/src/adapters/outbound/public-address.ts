import { BlockList, isIP } from 'node:net';

/**
 * IPv4 ranges that are not on the public internet (IANA IPv4 Special-Purpose Address Registry): this
 * network, private, carrier-grade NAT, loopback, link-local, IETF protocol assignments, documentation,
 * the old 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const NON_PUBLIC_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];

/**
 * Only global unicast (2000::/3) is routed on the internet, so every other IPv6 address (unspecified,
 * loopback, unique-local, link-local, site-local, multicast, discard, local NAT64...) is refused as a
 * whole; within it these are not public either: IETF protocol assignments with Teredo, and documentation.
 */
const GLOBAL_UNICAST_V6 = '2000::/3';
const NON_PUBLIC_GLOBAL_V6 = ['2001::/23', '2001:db8::/32', '3fff::/20'];

function listOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const nonPublicV4 = listOf(NON_PUBLIC_V4);
const globalUnicastV6 = listOf([GLOBAL_UNICAST_V6]);
const nonPublicGlobalV6 = listOf(NON_PUBLIC_GLOBAL_V6);

/** The eight 16-bit words of an IPv6 address (WHATWG's serialiser writes any embedded IPv4 in hex). */
function ipv6Words(address: string): number[] {
  const compact = new URL(`http://[${address}]`).hostname.slice(1, -1);
  const [head = '', tail] = compact.split('::');
  const words = (part: string) => (part ? part.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
const allZero = (words: number[]) => words.every((word) => word === 0);

/**
 * The IPv4 address an IPv6 one carries to its host: IPv4-mapped (::ffff:0:0/96), NAT64 (64:ff9b::/96)
 * and 6to4 (2002::/16) reach the IPv4 address inside them, so that one decides.
 */
function embeddedIpv4(words: number[]): string | undefined {
  const [w0 = 0, w1 = 0, w2 = 0, , , w5 = 0, w6 = 0, w7 = 0] = words;
  if (allZero(words.slice(0, 5)) && w5 === 0xffff) return ipv4Of(w6, w7);
  if (w0 === 0x64 && w1 === 0xff9b && allZero(words.slice(2, 6))) return ipv4Of(w6, w7);
  if (w0 === 0x2002) return ipv4Of(w1, w2);
  return undefined;
}

/**
 * The form an address is compared in: without an IPv6 zone (`%eth0`), and an IPv4-mapped IPv6 address as
 * its IPv4 address, so that `::ffff:10.0.0.1` meets the rules and the allowed list of `10.0.0.1`.
 */
export function canonicalAddress(address: string): string {
  const bare = address.replace(/%.*$/, '');
  if (isIP(bare) !== 6) return bare;
  const words = ipv6Words(bare);
  const mapped = allZero(words.slice(0, 5)) && words[5] === 0xffff;
  return mapped ? (embeddedIpv4(words) ?? bare) : bare;
}

/** Whether an address (IPv4 or IPv6, in any notation Node accepts) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const bare = canonicalAddress(address);
  const version = isIP(bare);
  if (version === 4) return !nonPublicV4.check(bare, 'ipv4');
  if (version !== 6) return false;
  const inner = embeddedIpv4(ipv6Words(bare));
  if (inner) return isPublicAddress(inner);
  return globalUnicastV6.check(bare, 'ipv6') && !nonPublicGlobalV6.check(bare, 'ipv6');
}

/** Addresses and ranges (`10.0.0.5`, `10.1.0.0/16`, `fd00::/8`), checked by `includes`. */
export function addressListOf(entries: readonly string[]): { includes(address: string): boolean } {
  const list = listOf(entries);
  return {
    includes(address) {
      const bare = canonicalAddress(address);
      const version = isIP(bare);
      return version !== 0 && list.check(bare, version === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

const loopback = addressListOf(['127.0.0.0/8', '::1']);

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or either written as IPv4-mapped). */
export const isLoopbackAddress = (address: string): boolean => loopback.includes(address);
