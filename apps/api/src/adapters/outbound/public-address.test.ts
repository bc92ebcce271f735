import { describe, expect, it } from 'vitest';
import { NON_PUBLIC_ADDRESSES } from '../../test/non-public-addresses.ts';
import { addressListOf, canonicalAddress, isLoopbackAddress, isPublicAddress } from './public-address.ts';

describe('isPublicAddress', () => {
  it.each(Object.entries(NON_PUBLIC_ADDRESSES))('refuses %s', (_kind, addresses) => {
    for (const address of addresses) expect(isPublicAddress(address), address).toBe(false);
  });

  it('takes public IPv4 and global IPv6, also when carried inside IPv6 (mapped, NAT64, 6to4)', () => {
    for (const address of [
      '8.8.8.8',
      '93.184.215.14',
      '100.63.255.255',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:0808:0808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses what is not an address at all', () => {
    for (const value of ['', 'localhost', '10.0.0', '1.2.3.4.5', '::g']) {
      expect(isPublicAddress(value), value).toBe(false);
    }
  });
});

describe('canonicalAddress and addressListOf', () => {
  it('compares an IPv4-mapped address as its IPv4 address and drops an IPv6 zone', () => {
    expect(canonicalAddress('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(canonicalAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(canonicalAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('holds single addresses and ranges of both families, the mapped form included', () => {
    const allowed = addressListOf(['127.0.0.1', '10.20.0.0/16', 'fd00::/8']);
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '10.20.3.4', 'fd00::5']) {
      expect(allowed.includes(address), address).toBe(true);
    }
    for (const address of ['127.0.0.2', '10.21.0.1', 'fe80::1', '::1', 'not an address']) {
      expect(allowed.includes(address), address).toBe(false);
    }
  });

  it('tells this machine’s own addresses, in any form', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['128.0.0.1', '::2', '0.0.0.0', '::'])
      expect(isLoopbackAddress(address), address).toBe(false);
  });
});
