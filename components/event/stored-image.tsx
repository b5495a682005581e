import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import { isRemoteStorage, storedImageSrc } from '@/lib/shared/storage';
import { isImagePath } from '@/lib/shared/storage/paths';

/**
 * A stored picture (spec §3), or the fallback image when the file is missing. A raster picture
 * (JPEG, PNG, WebP: the swing clips' posters, uploads) goes through next/image, resized to the
 * `sizes` the layout gives it and loaded lazily unless it is the first thing seen; an SVG (drawn demo
 * banners, the fallback) stays a plain <img>, which next/image cannot optimise. Pictures in a
 * remote bucket are shown as the bucket serves them (the optimiser would need its host listed).
 * next/image's attributes come from getImageProps on a plain <img>: its Image is a client component,
 * which put about 5.5 KiB gzip of first-load JS on every list with a picture.
 */
export async function StoredImage({ path, alt, className, width = 640, height = 360, priority = false, sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' }: {
  path: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
  sizes?: string;
}) {
  const src = await storedImageSrc(path);
  if (path && isImagePath(path) && !path.toLowerCase().endsWith('.svg') && src.startsWith('/')) {
    const { props } = getImageProps({ src, alt, width, height, sizes, className, unoptimized: isRemoteStorage(), loading: priority ? 'eager' : 'lazy', fetchPriority: priority ? 'high' : undefined });
    // What Image does for a picture seen first: the browser fetches it before it reaches the <img>.
    if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own attributes (alt included), without its client component
    return <img {...props} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={width} height={height} className={className} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined} />
  );
}
