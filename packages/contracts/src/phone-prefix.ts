// A number without a plus gets the department's country dial prefix (docs/product.md).
import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_PATTERN, phone } from './phone.ts';

/** The hub's country codes as ISO 3166 codes: some records carry the language code DA for Denmark. */
const isoCountry = (countryCode: string): string => {
  const upper = countryCode.trim().toUpperCase();
  return upper === 'DA' ? 'DK' : upper;
};

export function normalisePhone(value: string, countryCode: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('+')) return trimmed;
  // 00 is the international call prefix everywhere in the Nordics, so such a number already has a country
  // code; unless what follows is too short to be one, which makes the zeros part of the number.
  const international = `+${trimmed.slice(2)}`;
  if (trimmed.startsWith('00') && PHONE_PATTERN.test(international)) return international;
  const country = isoCountry(countryCode);
  if (!isSupportedCountry(country)) return trimmed;
  // A single leading 0 is the Swedish trunk prefix (Danish and Norwegian numbers never start with 0);
  // keeping it after the country code gives a number that cannot be dialled.
  const national = trimmed.replace(/^0(?=[^0])/, '');
  return `+${getCountryCallingCode(country)} ${national}`;
}

/** The phone rule, and the value given the country's dial prefix when the country is known. */
export function phoneWithPrefix(countryCode: string | undefined) {
  return phone().transform((value) =>
    value === undefined || countryCode === undefined ? value : normalisePhone(value, countryCode),
  );
}

/**
 * A phone number as the hub stores it: E.164 ("+4520304050") when it reads as a possible number, given the
 * country's dial prefix when it has none; else as typed, so nothing a person wrote is lost. Empty is null.
 */
export function storedPhone(value: string | null | undefined, countryCode?: string): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  const prefixed = countryCode ? normalisePhone(trimmed, countryCode) : trimmed;
  const parsed = parsePhoneNumberFromString(prefixed);
  return parsed?.isPossible() ? parsed.number : prefixed;
}

/** A stored number written for reading, grouped as its country writes it ("+45 20 30 40 50"). */
export function readablePhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value);
  return parsed?.isPossible() ? parsed.formatInternational() : value;
}
