/**
 * Which kind of device the portal runs on, from the browser's user agent (docs/product.md: mobile and iOS
 * detection). iPads on iPadOS 13+ say "Macintosh" and are told apart by their touch screen.
 */
export type DeviceKind = 'ios' | 'android' | 'other';

export function deviceKindOf(userAgent: string, maxTouchPoints = 0): DeviceKind {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent)) return 'android';
  return 'other';
}

export const currentDeviceKind = (): DeviceKind =>
  typeof navigator === 'undefined' ? 'other' : deviceKindOf(navigator.userAgent, navigator.maxTouchPoints);

/** An address in the phone's own maps app (Apple Maps on iOS, the chosen app on Android), else in a web map. */
export function mapsUrl(address: string, device: DeviceKind): string {
  const query = encodeURIComponent(address);
  if (device === 'ios') return `https://maps.apple.com/?q=${query}`;
  if (device === 'android') return `geo:0,0?q=${query}`;
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}

/** A moment as Google Calendar's links write it: 20260305T090000Z. */
const calendarTime = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** Google Calendar's "add event" link, which Android opens in its Calendar app. */
export function googleCalendarUrl(event: {
  title: string;
  start: string;
  end: string;
  location: string;
}): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${calendarTime(event.start)}/${calendarTime(event.end)}`,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
