'use client';

import { useEffect } from 'react';
import { HANGUL_CSS, needsHangulFaces } from './hangul-font';

/**
 * Korean text inside an English page (a member's Korean nickname in a ranking, a Korean venue name)
 * gets Pretendard's Hangul faces instead of a fallback face (issue 26 item 15). Korean pages link
 * them in <head> (FontLinks); an English page links them only once such text is on it: at load, and
 * whenever an island or a navigation adds text, until the stylesheet is there.
 */
export function HangulFontLoader() {
  useEffect(() => {
    const linked = () => document.querySelector(`link[href="${HANGUL_CSS}"]`) !== null;
    const check = () => {
      if (linked()) return true;
      if (!needsHangulFaces(document.body.textContent ?? '')) return false;
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
