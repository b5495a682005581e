import { flagCode } from '@/lib/shared/domain/flags';

/**
 * A country's flag (flag-icons, 4:3) beside or instead of its code. The flag is decoration when the
 * country's name is written next to it; alone, `label` names it for assistive technology.
 */
export function CountryFlag({ code, label, className = 'h-3.5 w-[1.167rem]' }: { code: string | null | undefined; label?: string; className?: string }) {
  const file = flagCode(code);
  if (!file) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG flag: nothing for next/image to optimise
    <img src={`/flags/${file}.svg`} alt={label ?? ''} width={16} height={12} loading="lazy" decoding="async" className={`inline-block shrink-0 rounded-[2px] object-cover align-[-0.125em] ring-1 ring-black/10 ${className}`} />
  );
}
