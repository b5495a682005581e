export function pageConfiguration(env?: Record<string, string | undefined>): Record<string, unknown>;
export function configFingerprint(env?: Record<string, string | undefined>): string;
export function configuredSince(dir: string, env?: Record<string, string | undefined>, now?: number): number;
export function withConfigFingerprint<T extends new (...args: never[]) => unknown>(Handler: T, options?: { env?: Record<string, string | undefined> }): T;
