function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Background colours of the generated marks: dark enough for white letters (contrast ≥ 4.5:1). */
const MARK_COLOURS = ['#115c31', '#1d4ed8', '#7c2d12', '#6d28d9', '#0f766e', '#9d174d', '#374151', '#b45309'];

/** The colour a nickname's mark is drawn on: the same nickname always gets the same one, on pages and on sharing cards. */
export function markColour(nickname: string): string {
  return MARK_COLOURS[hash(nickname) % MARK_COLOURS.length];
}

/** The first letters of a nickname: two for Latin names ("GreenEagle" → "GE", "par3" → "PA"), one for Hangul and other scripts. */
export function initials(nickname: string): string {
  const letters = Array.from(nickname.trim());
  if (!letters.length) return '?';
  const capitals = nickname.match(/[A-Z]/g);
  if (/^[A-Za-z]/.test(nickname) && capitals && capitals.length >= 2) return capitals.slice(0, 2).join('');
  if (/^[A-Za-z0-9]/.test(nickname)) return letters.slice(0, 2).join('').toUpperCase();
  return letters[0];
}
