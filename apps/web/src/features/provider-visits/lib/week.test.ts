import { describe, expect, it } from 'vitest';
import { clockOf, daysOfWeek, isoWeekdayOf, isoWeekNumber, mondayOf, shiftWeek } from './week.ts';

describe('the visits calendar week', () => {
  it('runs Monday to Sunday, whatever day it is opened on', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(daysOfWeek('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });

  it('numbers weeks as ISO 8601 does, across the turn of the year', () => {
    expect(isoWeekNumber('2026-11-26')).toBe(48);
    expect(isoWeekNumber('2026-12-31')).toBe(53);
    expect(isoWeekNumber('2027-01-03')).toBe(53);
    expect(isoWeekNumber('2027-01-04')).toBe(1);
    expect(isoWeekNumber('2025-12-29')).toBe(1);
  });

  it('names weekdays and working hours as the hub keeps them', () => {
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
    expect(isoWeekdayOf('2026-11-23')).toBe(1);
    expect(clockOf(480)).toBe('08:00');
    expect(clockOf(16 * 60 + 30)).toBe('16:30');
  });
});
