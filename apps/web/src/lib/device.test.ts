import { describe, expect, it } from 'vitest';
import { deviceKindOf, googleCalendarUrl, mapsUrl } from './device.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

describe('deviceKindOf', () => {
  it('tells iPhones, iPads (which say Macintosh but have a touch screen) and Android phones apart', () => {
    expect(deviceKindOf(IPHONE)).toBe('ios');
    expect(deviceKindOf(IPAD, 5)).toBe('ios');
    expect(deviceKindOf(IPAD, 0)).toBe('other');
    expect(deviceKindOf(ANDROID)).toBe('android');
  });
});

describe('links for the booked visit', () => {
  it('opens the address in the phone’s own maps app', () => {
    expect(mapsUrl('Strandvejen 12, 2900 Hellerup', 'ios')).toBe(
      'https://maps.apple.com/?q=Strandvejen%2012%2C%202900%20Hellerup',
    );
    expect(mapsUrl('Strandvejen 12', 'android')).toBe('geo:0,0?q=Strandvejen%2012');
    expect(mapsUrl('Strandvejen 12', 'other')).toContain(
      'google.com/maps/search/?api=1&query=Strandvejen%2012',
    );
  });

  it('writes the visit as a Google Calendar event in UTC', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Photographer',
        start: '2026-03-05T09:00:00.000Z',
        end: '2026-03-05T10:30:00.000Z',
        location: 'Strandvejen 12',
      }),
    );
    expect(url.searchParams.get('dates')).toBe('20260305T090000Z/20260305T103000Z');
    expect(url.searchParams.get('location')).toBe('Strandvejen 12');
  });
});
