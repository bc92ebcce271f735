import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatMoment,
  languageAndZoneOfContact,
  languageAndZoneOfUser,
} from './recipient-language.ts';

const copenhagen = { locale: 'da-DK', countryCode: 'DK' };

describe('who is told in which language and zone', () => {
  it('tells a user in the language they use the portal in, else the department’s, in their own zone', () => {
    expect(languageAndZoneOfUser({ locale: 'en', timezone: 'America/New_York' }, copenhagen)).toEqual({
      locale: 'en',
      timeZone: 'America/New_York',
    });
    expect(languageAndZoneOfUser({ locale: null, timezone: 'Europe/Oslo' }, copenhagen)).toEqual({
      locale: 'da',
      timeZone: 'Europe/Oslo',
    });
    expect(languageAndZoneOfUser({ locale: null, timezone: 'Europe/Oslo' })).toEqual({
      locale: 'en',
      timeZone: 'Europe/Oslo',
    });
  });

  it('falls back to the department’s country zone when the profile’s zone is not one', () => {
    const swedish = { locale: 'sv-SE', countryCode: 'SE' };
    expect(languageAndZoneOfUser({ locale: 'nb', timezone: 'Mars/Olympus' }, swedish)).toEqual({
      locale: 'no',
      timeZone: 'Europe/Stockholm',
    });
  });

  it('tells a contact person in the department’s language, in the zone of its country', () => {
    expect(languageAndZoneOfContact({ locale: 'en-GB', countryCode: 'DK' })).toEqual({
      locale: 'en',
      timeZone: 'Europe/Copenhagen',
    });
    expect(languageAndZoneOfContact({ locale: 'nb-NO', countryCode: 'NO' })).toEqual({
      locale: 'no',
      timeZone: 'Europe/Oslo',
    });
  });

  it('writes a moment and a day in the reader’s language and zone', () => {
    // 23:30 in UTC is already the next day in Copenhagen.
    const late = new Date('2026-12-01T23:30:00Z');
    expect(formatDay(late, { locale: 'da', timeZone: 'Europe/Copenhagen' })).toBe('2. december 2026');
    expect(formatDay(late, { locale: 'en', timeZone: 'America/New_York' })).toBe('1 December 2026');
    expect(formatMoment(late, { locale: 'da', timeZone: 'Europe/Copenhagen' })).toContain('00.30');
    expect(formatMoment(late, { locale: 'en', timeZone: 'America/New_York' })).toContain('18:30');
  });
});
