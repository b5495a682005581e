/** A LIKE/ILIKE pattern that finds the text anywhere, literally: %, _ and \ typed by a visitor are not wildcards. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
