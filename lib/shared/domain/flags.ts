/**
 * Country flags come from flag-icons (a maintained set of SVG flags, served by app/flags). The
 * network stores ISO 3166 alpha-3 codes; flag-icons names its files by alpha-2.
 */
const ALPHA2: Record<string, string> = {
  ARE: 'ae', ARG: 'ar', AUS: 'au', AUT: 'at', BEL: 'be', BRA: 'br', CAN: 'ca', CHE: 'ch', CHL: 'cl', CHN: 'cn',
  COL: 'co', CZE: 'cz', DEU: 'de', DNK: 'dk', ESP: 'es', FIN: 'fi', FRA: 'fr', GBR: 'gb', GRC: 'gr', HKG: 'hk',
  HUN: 'hu', IDN: 'id', IND: 'in', IRL: 'ie', ISR: 'il', ITA: 'it', JPN: 'jp', KOR: 'kr', MEX: 'mx', MYS: 'my',
  NLD: 'nl', NOR: 'no', NZL: 'nz', PHL: 'ph', POL: 'pl', PRT: 'pt', QAT: 'qa', SAU: 'sa', SGP: 'sg', SWE: 'se',
  THA: 'th', TUR: 'tr', TWN: 'tw', USA: 'us', VNM: 'vn', ZAF: 'za',
};

/** The flag file's name for an alpha-3 code ('KOR' → 'kr'), or undefined when the set has none. */
export function flagCode(alpha3: string | null | undefined): string | undefined {
  return alpha3 ? ALPHA2[alpha3.toUpperCase()] : undefined;
}

/** Every alpha-2 flag the portal may serve. */
export const FLAG_CODES: ReadonlySet<string> = new Set(Object.values(ALPHA2));
