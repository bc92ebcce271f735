import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('the client address the limits and failure counters count', () => {
  it('is an IPv4 address as it is, also when written in IPv6', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however the address is written', () => {
    expect(clientAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::5%eth0')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
  });
});
