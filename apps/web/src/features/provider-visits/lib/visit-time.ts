import { localParts, timeZoneOfCountry, zonedInstant } from '@portal/contracts';
import dayjs, { type Dayjs } from 'dayjs';

// The console writes and reads a visit's time on the clock of the property's country: that is the time the
// photographer and the contact person agree on, wherever the coordinator's browser is.

/** The ISO instant of a picked date and clock time, read in the property's country. */
export function instantOfPicked(picked: Dayjs, countryCode: string): string {
  const minute = picked.hour() * 60 + picked.minute();
  return zonedInstant(picked.format('YYYY-MM-DD'), minute, timeZoneOfCountry(countryCode)).toISOString();
}

/** A picker value showing the instant on the property's clock. */
export function pickedOfInstant(iso: string, countryCode: string): Dayjs {
  const { day, minute } = localParts(new Date(iso), timeZoneOfCountry(countryCode));
  return dayjs(day)
    .hour(Math.floor(minute / 60))
    .minute(minute % 60);
}

/** The local day (YYYY-MM-DD) a visit falls on in its country. */
export const localDayOf = (iso: string, countryCode: string): string =>
  localParts(new Date(iso), timeZoneOfCountry(countryCode)).day;

/**
 * Whether a visit is on today's date where it happens: a photographer in Copenhagen at 00:30 is on the new
 * day whatever the clock of the browser says.
 */
export const isToday = (iso: string, countryCode: string, now = new Date()): boolean =>
  localDayOf(iso, countryCode) === localDayOf(now.toISOString(), countryCode);
