// A department's months: an order counts in the month it was placed, in the time zone of the department's
// country, so an order placed at 00:30 on the 1st in Copenhagen is that month's, whatever UTC says.
import { localParts, timeZoneOfCountry, zonedInstant } from '@portal/contracts';

/** The month (YYYY-MM) of an instant in the department's country. */
export const monthOf = (at: Date, countryCode: string) =>
  localParts(at, timeZoneOfCountry(countryCode)).day.slice(0, 7);

/** The instants the month starts and the next one starts, in the department's country. */
export function periodOfMonth(month: string, countryCode: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  const timeZone = timeZoneOfCountry(countryCode);
  return { from: zonedInstant(`${month}-01`, 0, timeZone), to: zonedInstant(`${next}-01`, 0, timeZone) };
}
