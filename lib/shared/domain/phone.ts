import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** ISO 3166 alpha-3 (our countries table) to alpha-2 (phone numbering), for the network's countries. */
const ALPHA2: Record<string, CountryCode> = {
  KOR: 'KR',
  USA: 'US',
  JPN: 'JP',
  CHN: 'CN',
  AUS: 'AU',
  CAN: 'CA',
  GBR: 'GB',
  FRA: 'FR',
  ARE: 'AE',
  DEU: 'DE',
  SGP: 'SG',
};

/**
 * The country a national number (one written without '+') is read in when nothing better is known
 * (a form without a country field, a visitor): the site's language where it names one country.
 * Korean is spoken in one of the network's countries; English in five of them, so an English
 * visitor's national number names no country and is kept as typed (the form's hint says so).
 */
const LOCALE_PHONE_COUNTRY: Record<string, string> = { ko: 'KOR' };

export function phoneCountryOfLocale(locale: string | null | undefined): string | undefined {
  return locale ? LOCALE_PHONE_COUNTRY[locale] : undefined;
}

/**
 * A phone number as it is stored: E.164 ("+821012345678") when its country is known — written with
 * a leading '+', or the caller's own country for a national number — and it is a valid number there;
 * otherwise as typed, with its separators tidied (runs of spaces collapsed), since a guess would
 * store a wrong number. libphonenumber-js (Google's numbering metadata) decides what is valid.
 */
export function normalizePhone(typed: string, countryAlpha3?: string | null): string {
  const trimmed = typed.trim().replace(/\s+/g, ' ');
  if (!trimmed) return '';
  const country = countryAlpha3 ? ALPHA2[countryAlpha3.toUpperCase()] : undefined;
  const parsed = trimmed.startsWith('+') ? parsePhoneNumberFromString(trimmed) : country ? parsePhoneNumberFromString(trimmed, country) : undefined;
  return parsed?.isValid() ? parsed.number : trimmed;
}
