export const FREE_TEXT_FIELDS: string[];
export const EDGE_NO_STORE_HEADER: 'x-edge-no-store';
export function queryHasFreeText(query: string): boolean;
export function keyHasFreeText(key: unknown): boolean;
