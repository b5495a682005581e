/** `res` is the request's ServerResponse (anything with its 'close' event and writableFinished). */
export function runInRequestScope<T>(res: { once(event: 'close', listener: () => void): unknown; readonly writableFinished: boolean }, work: () => T, requestId?: string): T;
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }, env?: Record<string, string | undefined>): string;
