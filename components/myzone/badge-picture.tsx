/**
 * Pictures of the five badges (spec §9), drawn as SVG so they need no stored file: a medal in the
 * badge's colour with its own emblem (a ball in flight, a flag on a green, a star, a putt, a trophy).
 */
const BADGES: Record<string, { colour: string; emblem: string }> = {
  longDrive: { colour: '#1d4ed8', emblem: 'M18 40 Q32 14 48 24 M46 20 l4 4 -5 2 z' },
  accuracy: { colour: '#15803d', emblem: 'M30 44 V18 l14 6 -14 6 M22 44 h20' },
  tourRookie: { colour: '#b45309', emblem: 'M32 16 l4.7 9.6 10.6 1.5 -7.7 7.5 1.8 10.5 -9.4-5 -9.4 5 1.8-10.5 -7.7-7.5 10.6-1.5 z' },
  shooter: { colour: '#7c3aed', emblem: 'M16 38 h22 M42 38 a4 4 0 1 0 0.1 0 M16 34 q12-10 24 0' },
  glory: { colour: '#b91c1c', emblem: 'M22 18 h20 v6 a10 10 0 0 1 -20 0 z M32 34 v6 M25 44 h14 M22 20 h-5 a5 5 0 0 0 5 7 M42 20 h5 a5 5 0 0 1 -5 7' },
};

export function BadgePicture({ badge, className = 'h-14 w-14' }: { badge: string; className?: string }) {
  const { colour, emblem } = BADGES[badge] ?? { colour: '#4b5563', emblem: 'M24 32 h16' };
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill={colour} />
      <circle cx="32" cy="32" r="24" fill="none" stroke="#fff" strokeOpacity="0.5" strokeWidth="2" />
      <path d={emblem} fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
