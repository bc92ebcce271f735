import { describe, expect, it } from 'vitest';
import { formatClock, openingDayName, openingKey, weekdayName } from './support-hours.ts';

describe('support hours', () => {
  it('writes times and weekdays in each language', () => {
    expect(formatClock(8 * 60 + 15, 'en')).toBe('8:15');
    expect(formatClock(16 * 60, 'da')).toBe('16.00');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(5, 'sv')).toBe('fredag');
    expect(weekdayName(4, 'no')).toBe('torsdag');
  });

  it('names the day of the next opening, with the date when it is a week or more away', () => {
    const monday = { open: false, day: '2026-11-30', weekday: 1, daysAhead: 2, minute: 495 };
    expect(openingDayName(monday, 'en')).toBe('Monday');
    // Browsers and Node differ on "den" before the date.
    expect(openingDayName({ ...monday, day: '2027-01-04', daysAhead: 8 }, 'da')).toMatch(
      /^mandag (den )?4\. januar$/,
    );
  });

  it('chooses the line for open, today, tomorrow, another day and no opening', () => {
    const base = { day: '2026-11-30', weekday: 1, minute: 495 };
    expect(openingKey({ ...base, open: true, daysAhead: 0 })).toBe('support.hours.openNow');
    expect(openingKey({ ...base, open: false, daysAhead: 0 })).toBe('support.hours.opensToday');
    expect(openingKey({ ...base, open: false, daysAhead: 1 })).toBe('support.hours.opensTomorrow');
    expect(openingKey({ ...base, open: false, daysAhead: 3 })).toBe('support.hours.opensOn');
    expect(openingKey(null)).toBe('support.hours.closedLong');
  });
});
