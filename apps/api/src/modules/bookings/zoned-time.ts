// Working days of a country (weekdays without its public holidays), on the local calendar arithmetic of
// the contracts' zoned-time.ts.
import { addDays, isoWeekday, localParts, timeZoneOfCountry, zonedInstant } from '@portal/contracts';
import { isPublicHoliday } from './public-holidays.ts';

/** Monday to Friday, except the public holidays of the country. */
export const isWorkingDay = (day: string, countryCode: string) =>
  isoWeekday(day) <= 5 && !isPublicHoliday(day, countryCode);

/** The next `count` working days of the country after the local day of `now`. */
export function nextWorkingDays(now: Date, countryCode: string, count: number): string[] {
  const timeZone = timeZoneOfCountry(countryCode);
  const days: string[] = [];
  let day = localParts(now, timeZone).day;
  while (days.length < count) {
    day = addDays(day, 1);
    if (isWorkingDay(day, countryCode)) days.push(day);
  }
  return days;
}

/** The instant `count` working days of the country after `from`, at the same local time. */
export function addWorkingDays(from: Date, countryCode: string, count: number): Date {
  const timeZone = timeZoneOfCountry(countryCode);
  const { day, minute } = localParts(from, timeZone);
  const days = nextWorkingDays(from, countryCode, count);
  return zonedInstant(days[days.length - 1] ?? day, minute, timeZone);
}
