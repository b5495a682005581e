/**
 * The picture shown for any stored file that is missing: a neutral frame with a camera mark, no
 * text (so it reads the same in both languages). Pure, so client leaves may use the data URI too.
 */
export const FALLBACK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360"><rect width="640" height="360" fill="#e5e7eb"/><g fill="none" stroke="#9ca3af" stroke-width="10" stroke-linejoin="round"><rect x="250" y="135" width="140" height="100" rx="14"/><circle cx="320" cy="185" r="28"/><path d="M285 135l12-20h46l12 20"/></g></svg>`;

export const FALLBACK_DATA_URI = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(FALLBACK_SVG)}`;
