export const GENERATED_FILE: string;
export function cachedPagePatterns(pagesRoot?: string): string[];
export function generatedSource(patterns?: string[]): string;
