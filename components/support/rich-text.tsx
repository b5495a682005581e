import { env } from '@/lib/shared/config/env';
import { richTextOrPlain } from '@/lib/portal/sanitize';
import { RICH_TEXT_CLASS } from './rich-text-class';

/** Stored rich text (notices, resources, answers), rendered only through the sanitiser's allow-list; links to the portal stay followable. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`${RICH_TEXT_CLASS} ${className}`}
      // Safe: richTextOrPlain escapes plain text and passes markup through the sanitize-html allow-list.
      dangerouslySetInnerHTML={{ __html: richTextOrPlain(html, env.appUrl) }}
    />
  );
}
