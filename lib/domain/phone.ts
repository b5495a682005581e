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
