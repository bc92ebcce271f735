import { describe, expect, it } from 'vitest';
import { formatListCount } from './format.ts';

describe('formatListCount', () => {
  it('writes a count as each language does, with "+" when the hub stopped counting there', () => {
    expect(formatListCount(10_000, 'en', true)).toBe('10,000+');
    expect(formatListCount(10_000, 'da', true)).toBe('10.000+');
    // Swedish and Norwegian group thousands with a no-break space.
    expect(formatListCount(10_000, 'sv', true)).toBe('10\u00a0000+');
    expect(formatListCount(10_000, 'no', true)).toBe('10\u00a0000+');
    expect(formatListCount(4_321, 'en')).toBe('4,321');
  });
});
