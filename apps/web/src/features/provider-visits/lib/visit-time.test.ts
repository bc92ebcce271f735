import { describe, expect, it } from 'vitest';
import { isToday } from './visit-time.ts';

describe('isToday', () => {
  // 23:30 UTC on 26 November is already 27 November in Copenhagen (UTC+1).
  const lateEvening = new Date('2026-11-26T23:30:00Z');

  it("reads today on the visit's own clock, not the browser's", () => {
    expect(isToday('2026-11-27T08:00:00Z', 'DK', lateEvening)).toBe(true);
    expect(isToday('2026-11-26T15:00:00Z', 'DK', lateEvening)).toBe(false);
  });

  it('keeps a visit of the same local day when both are in the morning', () => {
    expect(isToday('2026-11-26T14:00:00Z', 'SE', new Date('2026-11-26T06:00:00Z'))).toBe(true);
    expect(isToday('2026-11-27T07:00:00Z', 'NO', new Date('2026-11-26T06:00:00Z'))).toBe(false);
  });
});
