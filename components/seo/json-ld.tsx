import { jsonLdText } from '@/lib/portal/site/structured-data';

/**
 * Structured data in the page (a data block: browsers do not run it, so it needs no nonce and no
 * hash in the Content-Security-Policy; lib/portal/cache/script-hashes skips it too).
 */
export function JsonLd({ data }: { data: object | object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
