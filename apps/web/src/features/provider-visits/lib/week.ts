import dayjs from 'dayjs';

// A week of the visits calendar runs Monday to Sunday, as in every Nordic calendar; days are local
// YYYY-MM-DD strings, the form the hub's calendar call takes.

const DAY_FORMAT = 'YYYY-MM-DD';

/** The Monday of the week the day falls in. */
export function mondayOf(day: string): string {
  const date = dayjs(day);
  return date.subtract((date.day() + 6) % 7, 'day').format(DAY_FORMAT);
}

/** The seven days of the week that starts on `monday`. */
export const daysOfWeek = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, index) => dayjs(monday).add(index, 'day').format(DAY_FORMAT));

export const shiftWeek = (monday: string, weeks: number): string =>
  dayjs(monday)
    .add(weeks * 7, 'day')
    .format(DAY_FORMAT);

/** The ISO week number: the week with the year's first Thursday is week 1. */
export function isoWeekNumber(day: string): number {
  const date = dayjs(day);
  const thursday = date.add(3 - ((date.day() + 6) % 7), 'day');
  const firstThursday = dayjs(`${thursday.year()}-01-04`);
  const firstMonday = firstThursday.subtract((firstThursday.day() + 6) % 7, 'day');
  return Math.floor(thursday.diff(firstMonday, 'day') / 7) + 1;
}

/** ISO weekday of a day, 1 = Monday ... 7 = Sunday, as the photographers' working days are kept. */
export const isoWeekdayOf = (day: string): number => dayjs(day).day() || 7;

/** "08:00" from minutes after midnight. */
export const clockOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
