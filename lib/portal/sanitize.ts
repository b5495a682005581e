import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the member API (notices, resources, inquiry answers) is HTML written by staff or
 * a remote system: it is rendered only after this allow-list (design.md §5). No script, style,
 * iframe, form or event-handler attribute survives; links keep only http(s) and mailto targets and
 * carry rel="noopener noreferrer nofollow", except links to the portal itself (site-relative, or on
 * the portal's own origin), which crawlers should follow like any other internal link (issue 12);
 * images only http(s) or site-relative sources.
 */
const external = 'noopener noreferrer nofollow';

/** A link to the portal: a path on this site (not protocol-relative) or an address on its own origin. */
export function isInternalLink(href: string | undefined, siteOrigin?: string): boolean {
  if (!href) return false;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return true;
  if (!siteOrigin) return false;
  try {
    return new URL(href).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

const baseOptions: sanitizeHtml.IOptions = {
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
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
};

/** `siteOrigin`: the portal's own origin (APP_URL), whose absolute links count as internal. */
export function sanitizeRichText(html: string, siteOrigin?: string): string {
  return sanitizeHtml(html, {
    ...baseOptions,
    transformTags: {
      // rel is always set here (what the text said is never kept): nothing for internal links.
      a: (tagName, attribs) => {
        const { rel: _ignored, ...rest } = attribs;
        void _ignored;
        return { tagName, attribs: isInternalLink(attribs.href, siteOrigin) ? rest : { ...rest, rel: external } };
      },
      // A top-level heading belongs to the page, not to the article.
      h1: 'h2',
    },
  });
}

/** Plain text stored without markup keeps its line breaks once it is escaped and shown as HTML. */
export function richTextOrPlain(text: string, siteOrigin?: string): string {
  return /<[a-z][\s\S]*>/i.test(text) ? sanitizeRichText(text, siteOrigin) : sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).replace(/\r?\n/g, '<br>');
}
