/**
 * The number formats of lib/format, in a module of their own so a client island that shows scores
 * (the ranking) does not bring date-fns and its time-zone support (about 7 KiB gzip) along.
 */

/** Spec §9: numbers are shown with thousands commas in both languages. */
const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export function formatNumber(value: number): string {
  return grouping.format(value);
}

/** The typographic minus sign (U+2212): golf writes "−3", never the hyphen "-3". */
export const MINUS = '\u2212';

/**
 * A score against par as golfers write it: "E" for even, "+2" over, "−3" under (with the true minus
 * sign, so every screen agrees). Averages keep `fractionDigits` decimals ("+1.4", "−0.3"); one that
 * rounds to zero reads "E".
 */
export function formatToPar(value: number, fractionDigits = 0): string {
  const rounded = Number(value.toFixed(fractionDigits));
  if (rounded === 0) return 'E';
  const figure = Math.abs(rounded).toFixed(fractionDigits);
  return rounded > 0 ? `+${figure}` : `${MINUS}${figure}`;
}

const PER_METRE = { meter: 1, yard: 1.0936133, feet: 3.2808399 } as const;

/**
 * A length stored in metres, in a tournament's green distance unit (meter, yard or feet), to one
 * decimal: "Feet" above a green speed written in metres would contradict itself.
 */
export function lengthIn(metres: number, unit: string): { distance: string; unit: keyof typeof PER_METRE } {
  const known = (unit in PER_METRE ? unit : 'meter') as keyof typeof PER_METRE;
  return { distance: (metres * PER_METRE[known]).toFixed(1), unit: known };
}
