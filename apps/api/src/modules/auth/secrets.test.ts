import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_COST, unknownAccountHash, verifyPassword } from './secrets.ts';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('hashes new passwords with scrypt at N = 2^17, r = 8, p = 1 (current guidance), and verifies them', async () => {
    expect(PASSWORD_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('secret123');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword({}, 'secret123', stored)).toBe(true);
    expect(await verifyPassword({}, 'secret124', stored)).toBe(false);
  });

  it('asks for a rehash of a hash weaker than the current cost, and never of a stronger one', async () => {
    const oldCost = await hashPassword('secret123', { N: 16384, r: 8, p: 1 });
    expect(needsRehash(oldCost)).toBe(true);
    expect(needsRehash(oldCost, { N: 16384, r: 8, p: 1 })).toBe(false);
    expect(needsRehash(await hashPassword('secret123', CHEAP), { N: 1024, r: 16, p: 1 })).toBe(true);
    expect(needsRehash(await hashPassword('secret123', { N: 2048, r: 8, p: 1 }), CHEAP)).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
  });

  it('refuses, without computing it, a stored hash whose cost would take too much memory', async () => {
    const cheap = await hashPassword('secret123', CHEAP);
    const [, , r, p, salt, key] = cheap.split('$');
    const huge = ['scrypt', 2 ** 24, r, p, salt, key].join('$');
    const started = performance.now();
    expect(await verifyPassword({}, 'secret123', huge)).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
    expect(await verifyPassword({}, 'secret123', ['scrypt', 1000, r, p, salt, key].join('$'))).toBe(false);
  });

  it('an unknown account is checked against a hash at the same cost, which no password matches', async () => {
    expect(unknownAccountHash(CHEAP)).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword({}, '', unknownAccountHash(CHEAP))).toBe(false);
    expect(unknownAccountHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('hashes asked for at once all finish (two run at a time, the rest wait their turn)', async () => {
    const hashes = await Promise.all(Array.from({ length: 6 }, (_, n) => hashPassword(`secret${n}a`, CHEAP)));
    const checks = await Promise.all(hashes.map((stored, n) => verifyPassword({}, `secret${n}a`, stored)));
    expect(checks).toEqual([true, true, true, true, true, true]);
  });
});
