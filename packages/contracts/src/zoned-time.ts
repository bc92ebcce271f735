/**
 * Local calendar arithmetic in an office's time zone without a date library: Intl tells the offset of a zone
 * at a moment, which is all that is needed to turn "Tuesday 09:30 in Copenhagen" into an instant and back.
 * The hub's bookings and the portal's support hours both count in it.
 */

/** The time zone the offices (and photographers) of each country work in. */
export const COUNTRY_TIME_ZONE: Record<string, string> = {
  DK: 'Europe/Copenhagen',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
};

export const timeZoneOfCountry = (countryCode: string) =>
  COUNTRY_TIME_ZONE[countryCode] ?? 'Europe/Copenhagen';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date (YYYY-MM-DD) and minute of the day of an instant. */
export function localParts(date: Date, timeZone: string): { day: string; minute: number } {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

function offsetMs(date: Date, timeZone: string): number {
  const { day, minute } = localParts(date, timeZone);
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, dayOfMonth, 0, minute) - Math.floor(date.getTime() / 60_000) * 60_000;
}

/** The instant of a local date and minute of the day in a zone. */
export function zonedInstant(day: string, minute: number, timeZone: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, dayOfMonth, 0, minute);
  const guess = naive - offsetMs(new Date(naive), timeZone);
  // Around a clock change the offset at the guess can differ from the one at the answer.
  return new Date(naive - offsetMs(new Date(guess), timeZone));
}

export function addDays(day: string, count: number): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth + count)).toISOString().slice(0, 10);
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}
