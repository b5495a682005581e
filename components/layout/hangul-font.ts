/**
 * Hangul the Latin face of Pretendard does not draw: every syllable (U+AC00–D7A3) and jamo, except
 * the few letters of "한국어" and a handful of others the Latin subset carries for the language switch
 * (scripts/fonts/pretendard-latin.py). A page with any other Hangul needs the Hangul faces.
 */
const LATIN_SUBSET_HANGUL = new Set('가고국기다로리사스시어이인지하한'.split(''));
const HANGUL = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/g;

export function needsHangulFaces(text: string): boolean {
  for (const [character] of text.matchAll(HANGUL)) if (!LATIN_SUBSET_HANGUL.has(character)) return true;
  return false;
}

export const HANGUL_CSS = '/fonts/pretendard/hangul.css';
