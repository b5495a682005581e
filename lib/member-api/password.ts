import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { env } from '@/lib/config/env';

/**
 * Password hashing belongs to the member API: it stores and checks the hashes, the portal only
 * passes the typed password through the seam. argon2id (the library's default algorithm) with
 * OWASP's minimum parameters, and at most HASH_CONCURRENCY hashes at a time, so a burst of logins
 * queues instead of taking every core and all memory.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= env.hashConcurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown ID, social-only account) it still
 * verifies against a throw-away hash, so a wrong ID takes as long as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const target = stored ?? (await dummyHash);
  const ok = await bounded(() => verify(target, password).catch(() => false));
  return ok && Boolean(stored);
}
