import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the member API (notices, resources, inquiry answers) is HTML written by staff or
 * a remote system: it is rendered only after this allow-list (design.md §5). No script, style,
 * iframe, form or event-handler attribute survives; links keep only http(s) and mailto targets and
 * always carry rel="noopener noreferrer nofollow"; images only http(s) or site-relative sources.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup',
    'blockquote', 'pre', 'code', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div',
  ],
  disallowedTagsMode: 'discard',
  // Dropped with their text: what is inside a script or style is never meant to be read.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  allowedAttributes: {
    // rel is allowed only because transformTags below always overwrites it.
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }),
    // A top-level heading belongs to the page, not to the article.
    h1: 'h2',
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

/** Plain text stored without markup keeps its line breaks once it is escaped and shown as HTML. */
export function richTextOrPlain(text: string): string {
  return /<[a-z][\s\S]*>/i.test(text) ? sanitizeRichText(text) : sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(/\r?\n/g, '<br>');
}
