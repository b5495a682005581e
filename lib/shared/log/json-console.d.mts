export function scrub(text: unknown): string;
export function currentRequestId(): string | undefined;
export function jsonLine(level: string, args: unknown[], now?: Date): string;
export function installJsonConsole(options?: { env?: Record<string, string | undefined>; stdout?: NodeJS.WritableStream; stderr?: NodeJS.WritableStream }): void;
