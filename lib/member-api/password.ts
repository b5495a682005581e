import 'server-only';
import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en';
import { env } from '@/lib/shared/config/env';

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

/**
 * The form a password is hashed and checked in: Unicode NFKC (ASVS 6.2.9 allows any character,
 * and a Korean password typed on one keyboard as composed syllables and on another as separate
 * jamo must be the same password).
 */
export const normalizePassword = (password: string) => password.normalize('NFKC');

/** Hashes running right now (never more than HASH_CONCURRENCY): for the memory-budget test and diagnostics. */
export const hashesRunning = () => running;

let verifications = 0;
/** argon2 verifications done by this process: the login-timing test counts one per login, known ID or not. */
export const verificationsDone = () => verifications;

function verifyOnce(target: string, password: string): Promise<boolean> {
  verifications += 1;
  return bounded(() => verify(target, password).catch(() => false));
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(normalizePassword(password), OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown ID, social-only account) it still
 * verifies against a throw-away hash, so a wrong ID takes as long as a wrong password.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  const target = stored ?? (await dummyHash);
  const normalized = normalizePassword(password);
  let ok = await verifyOnce(target, normalized);
  // Hashes stored before normalisation took the string as typed: still accepted (rare; one more hash).
  if (!ok && normalized !== password) ok = await verifyOnce(target, password);
  return ok && Boolean(stored);
}

/**
 * True when the password contains the member's ID, nickname or e-mail name (the part before `@`),
 * ignoring case and width (ASVS 6.2.12): `demo1234!A` for `demo`. zxcvbn only lowers the score of such
 * a password, and a long enough tail still lifts it over the bar; this refuses it outright. Names of
 * fewer than 3 characters are too common inside other words to refuse. The first names and last names
 * passed too stay zxcvbn's concern (a short surname is a syllable of many passphrases).
 */
export function containsOwnName(password: string, personal: (string | null | undefined)[]): boolean {
  const typed = normalizePassword(password).toLowerCase();
  const [playerId, nickname, email] = personal;
  const names = [playerId, nickname, email?.split('@')[0]].map((value) => normalizePassword(value ?? '').trim().toLowerCase());
  return names.some((name) => name.length >= 3 && typed.includes(name));
}

/** Words of this network that make a password guessable here whatever a general dictionary says. */
export const SITE_WORDS = ['clubhouse', 'club house', 'screen golf', 'screengolf', 'golf', 'xgolf', 'handicap', 'birdie', 'eagle', 'tournament'];

/** zxcvbn's score below which a password is refused: 3 = "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;

/**
 * Refuses common, breached-pattern and site-specific passwords (ASVS 6.2.4, 6.2.11, 6.2.12) with a
 * maintained estimator: zxcvbn-ts with its common (top passwords, keyboard patterns) and English
 * dictionaries, plus the network's words and the member's own ID, nickname, names and e-mail.
 * Levenshtein matching stays off: it costs about a second a check on these dictionaries.
 * Returns the field-error key, or undefined when the password is strong enough.
 */
export function passwordWeakness(password: string, personal: (string | null | undefined)[] = []): string | undefined {
  if (containsOwnName(password, personal)) return 'validation.password.personal';
  zxcvbn ??= new ZxcvbnFactory({
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary, site: SITE_WORDS },
  });
  const inputs = personal.flatMap((value) => (value ? [value, ...value.split(/[@._\s-]+/)] : [])).filter((value) => value.length >= 3);
  const { score } = zxcvbn.check(normalizePassword(password), inputs);
  return score < MIN_PASSWORD_SCORE ? 'validation.password.weak' : undefined;
}
