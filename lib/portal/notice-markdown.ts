import { Marked } from 'marked';
import { richTextOrPlain, sanitizeRichText } from './sanitize';

/**
 * Notices are written in Markdown in the console (issue 24) and published as the rich text every
 * notice has always been: `marked` (CommonMark with GitHub's tables, strikethrough and autolinks)
 * turns the source into HTML, and lib/portal/sanitize.ts's allow-list then keeps what a notice may hold: no
 * script, style or frame, no event-handler attribute, no javascript: or data: link, rel on external
 * links, a top-level heading demoted (the page's h1 is the title). Markdown may carry HTML of its own;
 * it goes through the same allow-list.
 *
 * The console's live preview and the stored body are this one function's output, and the public
 * notice page renders the stored body through the same sanitiser again (components/support/rich-text),
 * which leaves its output as it is: what staff preview is what visitors read.
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Sanitised HTML of a notice's Markdown source; `siteOrigin` (APP_URL) keeps links to the portal followable. */
export function renderNoticeMarkdown(source: string, siteOrigin?: string): string {
  const html = markdown.parse(source.replace(/\r\n?/g, '\n')) as string;
  return sanitizeRichText(html, siteOrigin).trim();
}

/**
 * The console's live preview: the source rendered as it is stored, then through exactly what the
 * public notice page does with a stored body (components/support/rich-text: richTextOrPlain).
 */
export function noticePreviewHtml(source: string, siteOrigin?: string): string {
  return richTextOrPlain(renderNoticeMarkdown(source, siteOrigin), siteOrigin);
}
