import { getImageProps } from 'next/image';
import { initials, markColour } from './avatar-mark';

/**
 * A member's picture: the uploaded one (`src`, the stored WebP's URL from storageUrl(avatarpath),
 * through next/image's optimiser with sizes and lazy loading), or a mark generated from the nickname
 * (its initials on a colour the nickname picks, the same everywhere). Server and client alike; a
 * plain <img> with getImageProps rather than next/image's Image, a client component that put about
 * 5.5 KiB gzip of first-load JS on every page showing one (a lazy picture needs no script).
 */
export function Avatar({ nickname, src, size = 32, className = '' }: { nickname: string; src?: string; size?: number; className?: string }) {
  const box = `inline-block shrink-0 overflow-hidden rounded-full ${className}`;
  if (src) {
    const { props } = getImageProps({ src, alt: '', width: size, height: size, sizes: `${size}px`, loading: 'lazy' });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (alt included), without its client component
    return <img {...props} className={`${box} object-cover`} style={{ ...props.style, width: size, height: size }} data-avatar="picture" />;
  }
  const colour = markColour(nickname);
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
