import { createRequire } from 'node:module';
import type Holidays from 'date-holidays';

// Loaded when a booking first asks for a holiday: its calendars of every country are 16 MB of the hub's
// memory that most starts never use. A require, because the question is answered synchronously.
const require = createRequire(import.meta.url);
let holidaysClass: typeof Holidays | undefined;
const loadHolidays = (): typeof Holidays => {
  holidaysClass ??= require('date-holidays') as typeof Holidays;
  return holidaysClass;
};

/**
 * Public holidays of the countries the photographers work in, from date-holidays (kept up to date by its
 * maintainers, including the moving Easter-based days; a table of our own would need yearly care).
 * Public holidays and the "bank" days offices close on (Christmas Eve, New Year's Eve, Midsummer Eve in
 * Sweden and Norway) are days off; observances such as Mother's Day are not.
 */
const DAYS_OFF = new Set(['public', 'bank']);

const calendars = new Map<string, Holidays>();
const daysOffByYear = new Map<string, Set<string>>();

function daysOffOf(countryCode: string, year: number): Set<string> {
  const key = `${countryCode}:${year}`;
  let days = daysOffByYear.get(key);
  if (!days) {
    let calendar = calendars.get(countryCode);
    if (!calendar) {
      calendar = new (loadHolidays())(countryCode);
      calendars.set(countryCode, calendar);
    }
    // The library's dates are local "YYYY-MM-DD hh:mm:ss" strings of the country.
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => DAYS_OFF.has(holiday.type))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    daysOffByYear.set(key, days);
  }
  return days;
}

/** Whether the local day (YYYY-MM-DD) is a public holiday of the country (DK, SE, NO, ...). */
export function isPublicHoliday(day: string, countryCode: string): boolean {
  return daysOffOf(countryCode, Number(day.slice(0, 4))).has(day);
}
