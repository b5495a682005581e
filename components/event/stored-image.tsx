import Image from 'next/image';
import { isRemoteStorage, storedImageSrc } from '@/lib/storage';
import { isImagePath } from '@/lib/storage/paths';

/**
 * A stored picture (spec §3), or the fallback image when the file is missing. A raster picture
 * (JPEG, PNG, WebP: the swing clips' posters, uploads) goes through next/image, resized to the
 * `sizes` the layout gives it and loaded lazily unless it is the first thing seen; an SVG (drawn demo
 * banners, the fallback) stays a plain <img>, which next/image cannot optimise. Pictures in a
 * remote bucket are shown as the bucket serves them (the optimiser would need its host listed).
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
    return <Image src={src} alt={alt} width={width} height={height} sizes={sizes} className={className} priority={priority} unoptimized={isRemoteStorage()} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={width} height={height} className={className} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined} />
  );
}
