import { storedImageSrc } from '@/lib/storage';

/**
 * A stored picture (spec §3), or the fallback image when the file is missing. Plain <img>: the
 * pictures are small SVGs or already sized by the bucket, and next/image cannot optimise SVG.
 */
export async function StoredImage({ path, alt, className, width = 640, height = 360, priority = false }: {
  path: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  const src = await storedImageSrc(path);
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src} alt={alt} width={width} height={height} className={className} loading={priority ? 'eager' : 'lazy'} decoding="async" fetchPriority={priority ? 'high' : undefined} />
  );
}
