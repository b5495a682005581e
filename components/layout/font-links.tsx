import type { Locale } from '@/lib/shared/domain/locale';

/**
 * Pretendard's files for a page's <head> (scripts/fonts/pretendard-latin.py split them). The Latin face is
 * all an English page prints and most of a Korean page's chrome, so every page preloads it; the Hangul
 * faces' @font-face rules are half of the render-blocking CSS, so only Korean pages link them.
 */
export default function FontLinks({ locale }: { locale: Locale }) {
  return (
    <>
      <link rel="preload" href="/fonts/pretendard/PretendardVariable.latin.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
      {/* A static file rather than a CSS import: an import would put it in every page's CSS, English ones too. */}
      {/* eslint-disable-next-line @next/next/no-css-tags */}
      {locale === 'ko' && <link rel="stylesheet" href="/fonts/pretendard/hangul.css" />}
    </>
  );
}
