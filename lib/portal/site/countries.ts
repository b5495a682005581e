/**
 * What structured data needs of the network's countries beyond the member API's alpha-3 code:
 * ISO 3166 alpha-2 (schema.org's addressCountry) and the telephone calling code with the national
 * trunk prefix dropped in E.164 (the venues' numbers are stored as written locally).
 */
export const countryCodes: Record<string, { alpha2: string; calling: string; trunk?: string }> = {
  KOR: { alpha2: 'KR', calling: '82', trunk: '0' },
  USA: { alpha2: 'US', calling: '1' },
  CAN: { alpha2: 'CA', calling: '1' },
  JPN: { alpha2: 'JP', calling: '81', trunk: '0' },
  CHN: { alpha2: 'CN', calling: '86', trunk: '0' },
  AUS: { alpha2: 'AU', calling: '61', trunk: '0' },
  GBR: { alpha2: 'GB', calling: '44', trunk: '0' },
  FRA: { alpha2: 'FR', calling: '33', trunk: '0' },
  DEU: { alpha2: 'DE', calling: '49', trunk: '0' },
  ARE: { alpha2: 'AE', calling: '971', trunk: '0' },
  SGP: { alpha2: 'SG', calling: '65' },
  VNM: { alpha2: 'VN', calling: '84', trunk: '0' },
  THA: { alpha2: 'TH', calling: '66', trunk: '0' },
  NZL: { alpha2: 'NZ', calling: '64', trunk: '0' },
};

export function alpha2(alpha3: string): string | undefined {
  return countryCodes[alpha3.toUpperCase()]?.alpha2;
}

/** A venue's number in E.164 (+821055512345), or undefined when it cannot be told for sure. */
export function toE164(phone: string | null | undefined, alpha3: string): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined;
  const country = countryCodes[alpha3.toUpperCase()];
  if (!country) return undefined;
  let national = digits;
  if (country.calling === '1' && national.length === 11 && national.startsWith('1')) national = national.slice(1);
  else if (country.trunk && national.startsWith(country.trunk)) national = national.slice(country.trunk.length);
  const e164 = `+${country.calling}${national}`;
  return /^\+[1-9]\d{6,14}$/.test(e164) ? e164 : undefined;
}
