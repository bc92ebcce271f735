import { describe, expect, it } from 'vitest';
import { SUPPORT_HOURS, supportHoursLines, supportOpening } from './support.ts';

const noDaysOff = () => false;
// Ascension Day 2026 (Kristi Himmelfartsdag), a Thursday; the hub sends the real list from date-holidays.
const danishDaysOff = new Set(['2026-05-14']);

describe('supportOpening', () => {
  it('is open on a Danish weekday morning, until 15.00 Copenhagen time', () => {
    // Thursday 26 November 2026, 09.00 in Copenhagen (UTC+1).
    const opening = supportOpening(
      new Date('2026-11-26T08:00:00Z'),
      SUPPORT_HOURS.da,
      'Europe/Copenhagen',
      noDaysOff,
    );
    expect(opening).toEqual({ open: true, day: '2026-11-26', weekday: 4, daysAhead: 0, minute: 15 * 60 });
  });

  it('stays closed on a Danish public holiday and opens the next working day', () => {
    const opening = supportOpening(
      new Date('2026-05-14T08:00:00Z'),
      SUPPORT_HOURS.da,
      'Europe/Copenhagen',
      (day) => danishDaysOff.has(day),
    );
    expect(opening).toEqual({
      open: false,
      day: '2026-05-15',
      weekday: 5,
      daysAhead: 1,
      minute: 8 * 60 + 15,
    });
  });

  it('closes at 15.00 on a Swedish Friday and opens again on Monday', () => {
    const friday = (utc: string) =>
      supportOpening(new Date(utc), SUPPORT_HOURS.sv, 'Europe/Stockholm', noDaysOff);
    // 14.59 and 15.30 in Stockholm (UTC+1) on Friday 27 November 2026.
    expect(friday('2026-11-27T13:59:00Z')).toEqual({
      open: true,
      day: '2026-11-27',
      weekday: 5,
      daysAhead: 0,
      minute: 15 * 60,
    });
    expect(friday('2026-11-27T14:30:00Z')).toEqual({
      open: false,
      day: '2026-11-30',
      weekday: 1,
      daysAhead: 3,
      minute: 8 * 60 + 15,
    });
  });

  it('opens later the same day before 8.15, and on Monday from a Saturday', () => {
    expect(
      supportOpening(new Date('2026-11-23T06:00:00Z'), SUPPORT_HOURS.en, 'Europe/Oslo', noDaysOff),
    ).toEqual({ open: false, day: '2026-11-23', weekday: 1, daysAhead: 0, minute: 8 * 60 + 15 });
    expect(
      supportOpening(new Date('2026-11-28T10:00:00Z'), SUPPORT_HOURS.sv, 'Europe/Stockholm', noDaysOff),
    ).toEqual({ open: false, day: '2026-11-30', weekday: 1, daysAhead: 2, minute: 8 * 60 + 15 });
  });

  it('reads the office clock across the change to summer time', () => {
    // Monday 30 March 2026, 08.20 in Copenhagen, which is UTC+2 from the day before.
    expect(
      supportOpening(new Date('2026-03-30T06:20:00Z'), SUPPORT_HOURS.da, 'Europe/Copenhagen', noDaysOff),
    ).toMatchObject({ open: true, day: '2026-03-30' });
    // A UTC+1 reading would say 07.20, before opening.
    expect(
      supportOpening(new Date('2026-03-30T06:10:00Z'), SUPPORT_HOURS.da, 'Europe/Copenhagen', noDaysOff),
    ).toMatchObject({ open: false, day: '2026-03-30' });
  });

  it('answers null when every day of the coming month is off', () => {
    expect(
      supportOpening(new Date('2026-11-26T08:00:00Z'), SUPPORT_HOURS.da, 'Europe/Oslo', () => true),
    ).toBe(null);
  });
});

describe('supportHoursLines', () => {
  it('groups the days with the same hours', () => {
    expect(supportHoursLines(SUPPORT_HOURS.en)).toEqual([
      { fromWeekday: 1, toWeekday: 4, opens: 495, closes: 960 },
      { fromWeekday: 5, toWeekday: 5, opens: 495, closes: 900 },
    ]);
    expect(supportHoursLines(SUPPORT_HOURS.da)).toEqual([
      { fromWeekday: 1, toWeekday: 5, opens: 495, closes: 900 },
    ]);
  });
});
