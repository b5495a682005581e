import { StoredImage } from '@/components/event/stored-image';

/**
 * A list item's picture: the entity's own stored picture when it has one (a photo goes through
 * next/image, resized to `sizes`; an SVG stays an <img>: StoredImage), else its drawn picture
 * (/pictures/{kind}/{id}.svg, lib/portal/pictures/drawn.tsx). Always with its width and height, so nothing
 * moves when it arrives, and lazily unless it is among the first items (`eager`). Decorative: the
 * item says everything in words beside it.
 */
export function ListPicture({ stored, drawn, width, height, sizes, eager = false, className = '' }: {
  stored: string | null | undefined;
  drawn: string;
  width: number;
  height: number;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const look = `block h-auto w-full bg-gray-100 object-cover ${className}`;
  if (stored) return <StoredImage path={stored} alt="" width={width} height={height} sizes={sizes} priority={eager} className={look} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a drawn SVG, which next/image cannot optimise
    <img src={drawn} alt="" width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" className={look} style={{ aspectRatio: `${width} / ${height}` }} data-drawn-picture />
  );
}
