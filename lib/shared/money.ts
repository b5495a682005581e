/** An entry fee in minor units (cents) as the visitor's locale writes money. */
export function formatFee(minorUnits: number, currency: string, locale: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale === 'ko' ? 'ko-KR' : 'en-US', { style: 'currency', currency }).format(
    minorUnits / 10 ** digits,
  );
}
