'use client';

import { useEffect } from 'react';
import { HANGUL_CSS, needsHangulFaces } from './hangul-font';

/**
 * Korean text inside an English page (a member's Korean nickname in a ranking, a Korean venue name)
 * gets Pretendard's Hangul faces instead of a fallback face (issue 26 item 15). Korean pages link
 * them in <head> (FontLinks); an English page links them only once such text is on it: at load, and
 * whenever an island or a navigation adds text, until the stylesheet is there.
 */
/**
 * The text a page shows. Not `body.textContent`: that includes the body's scripts, and every English
 * page carries Korean there (the JSON-LD's alternate name 클럽하우스, the header's messages in Next's
 * flight data), so the Hangul stylesheet was linked on every English page, a 14 KB request and a style
 * recalculation of the whole page during its load (issue 22's Lighthouse budget). Not `innerText`
 * either: it forces a layout.
 */
export function shownText(root: HTMLElement): string {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style, noscript, template') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  let text = '';
  for (let node = walker.nextNode(); node; node = walker.nextNode()) text += node.nodeValue ?? '';
  return text;
}

export function HangulFontLoader() {
  useEffect(() => {
    const linked = () => document.querySelector(`link[href="${HANGUL_CSS}"]`) !== null;
    const check = () => {
      if (linked()) return true;
      if (!needsHangulFaces(shownText(document.body))) return false;
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = HANGUL_CSS;
      link.dataset.hangulFaces = '';
      document.head.appendChild(link);
      return true;
    };
    if (check()) return;
    let pending = 0;
    const observer = new MutationObserver(() => {
      // One look per frame however many nodes an island adds.
      if (pending) return;
      pending = requestAnimationFrame(() => {
        pending = 0;
        if (check()) observer.disconnect();
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (pending) cancelAnimationFrame(pending);
    };
  }, []);
  return null;
}
