import { describe, expect, it } from 'vitest';
import { demoSalesId } from './seed-cases.ts';

describe('demoSalesId', () => {
  it('gives a million orders a million different ids, in the look the portal has always shown', () => {
    const ids = new Set<string>();
    for (let sequence = 1; sequence <= 1_000_000; sequence += 1) ids.add(demoSalesId(sequence));
    expect(ids.size).toBe(1_000_000);
    expect([...ids].every((id) => /^SO-[0-9A-F]{8}$/.test(id))).toBe(true);
    // Neighbouring cases do not get neighbouring ids.
    expect(demoSalesId(1).slice(0, 6)).not.toBe(demoSalesId(2).slice(0, 6));
  });
});
