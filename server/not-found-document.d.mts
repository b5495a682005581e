import type { IncomingMessage, ServerResponse } from 'node:http';

export interface NotFoundDocument {
  status: number;
  headers: [string, string][];
  body: Buffer;
}
export const NOT_FOUND_DOCUMENT_HEADER: string;
export function notFoundDocumentPath(url: string | undefined, prefixedLocales: readonly string[]): string;
export function isNextErrorDocument(body: Buffer, contentEncoding?: unknown): boolean;
export function fetchNotFoundDocument(origin: string, path: string): Promise<NotFoundDocument>;
export function serveNotFoundDocuments<T>(
  req: IncomingMessage,
  res: ServerResponse,
  handle: () => T,
  options: { prefixedLocales: readonly string[]; fetchDocument: (path: string) => Promise<NotFoundDocument> },
): T;
