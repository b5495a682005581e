// The 503 page of a member-API (or database) outage, in the server's HTML and in the address's
// language (issue 26 item 17). Next answers a page that threw with its empty error document, drawn
// by JavaScript and with no `lang` (a crawler or a browser without scripts sees nothing), so
// server/member-api-outage.mjs replaces that body with this small, self-contained document.
// Its words are the `outagePage` messages of messages/<locale>.json; plain JavaScript, no build.
import fs from 'node:fs';
import path from 'node:path';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => ESCAPES[char]);

/** Reads each language's outagePage messages once: { en: {...}, ko: {...} }. */
export function loadOutageMessages(messagesDir) {
  const messages = {};
  for (const name of fs.readdirSync(messagesDir)) {
    if (!name.endsWith('.json')) continue;
    const all = JSON.parse(fs.readFileSync(path.join(messagesDir, name), 'utf8'));
    if (all.outagePage) messages[name.slice(0, -'.json'.length)] = all.outagePage;
  }
  return messages;
}

/**
 * The language of a request path: its first segment when that is a prefixed language, else English.
 * The operator console's paths name theirs after /admin (/admin/ko/members), English included.
 */
export function localeOfPath(url, locales) {
  const first = /^\/(?:admin\/)?([^/?#]+)/.exec(url ?? '/')?.[1];
  return first && first !== 'en' && locales.includes(first) ? first : 'en';
}

/** Where the page's second link leads: the home page of the portal, or of the console, in the page's language. */
function homeOf(url, locale) {
  if (/^\/admin(?:[/?#]|$)/.test(url ?? '/')) return `/admin/${locale}`;
  return locale === 'en' ? '/' : `/${locale}`;
}

/** The page's own CSP: nothing loads, only its inline style applies. */
export const OUTAGE_DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The whole document for `url` (the request's path), in its language. */
export function outageDocument(url, messages) {
  const locale = localeOfPath(url, Object.keys(messages));
  const text = messages[locale] ?? messages.en;
  const home = homeOf(url, locale);
  // The retry reloads the same address: a plain link, so it works without JavaScript.
  const again = escapeHtml((url ?? '/').split('#')[0]);
  return `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(text.title)} | ${escapeHtml(text.site)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Apple SD Gothic Neo","Noto Sans KR",sans-serif;color:#111827;background:#f9fafb}
main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem;text-align:center}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 1rem}
p{line-height:1.6;color:#374151;margin:0 0 2rem}
a{display:inline-block;margin:.25rem;padding:.75rem 1.5rem;border-radius:9999px;font-weight:600;text-decoration:none}
a.primary{background:#166534;color:#fff}
a.secondary{border:1px solid #166534;color:#166534}
a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main data-testid="outage-page">
<p style="font-weight:700;color:#166534;margin-bottom:1.5rem">${escapeHtml(text.site)}</p>
<h1>${escapeHtml(text.title)}</h1>
<p role="alert">${escapeHtml(text.body)}</p>
<a class="primary" href="${again}">${escapeHtml(text.retry)}</a>
<a class="secondary" href="${escapeHtml(home)}">${escapeHtml(text.home)}</a>
</main>
</body>
</html>
`;
}
