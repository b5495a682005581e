import Image from 'next/image';

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Background colours of the generated marks: dark enough for white letters (contrast ≥ 4.5:1). */
const MARK_COLOURS = ['#115c31', '#1d4ed8', '#7c2d12', '#6d28d9', '#0f766e', '#9d174d', '#374151', '#b45309'];

/** The first letters of a nickname: two for Latin names ("GreenEagle" → "GE", "par3" → "PA"), one for Hangul and other scripts. */
export function initials(nickname: string): string {
  const letters = Array.from(nickname.trim());
  if (!letters.length) return '?';
  const capitals = nickname.match(/[A-Z]/g);
  if (/^[A-Za-z]/.test(nickname) && capitals && capitals.length >= 2) return capitals.slice(0, 2).join('');
  if (/^[A-Za-z0-9]/.test(nickname)) return letters.slice(0, 2).join('').toUpperCase();
  return letters[0];
}

/**
 * A member's picture: the uploaded one (`src`, the stored WebP's URL from storageUrl(avatarpath),
 * through next/image with sizes and lazy loading), or a mark generated from the nickname (its
 * initials on a colour the nickname picks, the same everywhere). Server and client alike.
 */
export function Avatar({ nickname, src, size = 32, className = '' }: { nickname: string; src?: string; size?: number; className?: string }) {
  const box = `inline-block shrink-0 overflow-hidden rounded-full ${className}`;
  if (src) {
    return <Image src={src} alt="" width={size} height={size} sizes={`${size}px`} loading="lazy" className={`${box} object-cover`} style={{ width: size, height: size }} data-avatar="picture" />;
  }
  const colour = MARK_COLOURS[hash(nickname) % MARK_COLOURS.length];
  const text = initials(nickname);
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" className={box} data-avatar="mark">
      <rect width="40" height="40" fill={colour} />
      <text x="20" y="20" dy="0.35em" textAnchor="middle" fill="#ffffff" fontSize={text.length > 1 ? 16 : 19} fontWeight="700">
        {text}
      </text>
    </svg>
  );
}
