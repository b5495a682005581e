import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { staff, staffChallenges, staffCredentials } from '@/lib/member-api/db/schema-staff';

/**
 * Passkeys (WebAuthn) for staff, through SimpleWebAuthn. Every ceremony requires user verification
 * (a PIN or biometric on the authenticator): a passkey check is then two factors in one, possession
 * of the key and what unlocks it, so every staff sign-in is multi-factor. The relying party is the
 * portal's public origin (APP_URL). Challenges are one-use rows that live five minutes.
 */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;
type Purpose = 'signin' | 'enrol' | 'reauth';

function relyingParty() {
  const url = new URL(env.appUrl);
  return { rpID: url.hostname, origin: url.origin };
}

async function storeChallenge(db: Database, purpose: Purpose, challenge: string, staffId: number | null, now: Date): Promise<string> {
  const id = randomBytes(24).toString('base64url');
  await db.insert(staffChallenges).values({ id, challenge, purpose, staffId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  return id;
}

/** Takes a challenge out (one use): its value when it exists, is for this purpose and has not expired. */
async function takeChallenge(db: Database, id: string, purpose: Purpose, now: Date) {
  if (!id || id.length > 64) return undefined;
  const [row] = await db
    .delete(staffChallenges)
    .where(and(eq(staffChallenges.id, id), eq(staffChallenges.purpose, purpose), gt(staffChallenges.expiresAt, now)))
    .returning({ challenge: staffChallenges.challenge, staffId: staffChallenges.staffId });
  return row;
}

export interface Ceremony<O> {
  challengeId: string;
  options: O;
}

/** Options to register a new passkey for a staff member (enrolment). */
export async function registrationOptions(db: Database, staffId: number, now = new Date()): Promise<Ceremony<PublicKeyCredentialCreationOptionsJSON>> {
  const [member] = await db.select({ email: staff.email, name: staff.name }).from(staff).where(eq(staff.staffId, staffId));
  if (!member) throw new Error(`There is no staff member ${staffId}.`);
  const existing = await db.select({ id: staffCredentials.credentialId, transports: staffCredentials.transports }).from(staffCredentials).where(eq(staffCredentials.staffId, staffId));
  const options = await generateRegistrationOptions({
    rpName: 'Clubhouse console',
    rpID: relyingParty().rpID,
    userName: member.email,
    userDisplayName: member.name,
    userID: new TextEncoder().encode(`staff:${staffId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challengeId: await storeChallenge(db, 'enrol', options.challenge, staffId, now), options };
}

/** Checks a registration and stores the passkey; false when it does not verify. */
export async function registerPasskey(db: Database, staffId: number, challengeId: string, response: RegistrationResponseJSON, now = new Date()): Promise<boolean> {
  const challenge = await takeChallenge(db, challengeId, 'enrol', now);
  if (!challenge || challenge.staffId !== staffId) return false;
  const { rpID, origin } = relyingParty();
  let verification;
  try {
    verification = await verifyRegistrationResponse({ response, expectedChallenge: challenge.challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true });
  } catch {
    return false;
  }
  if (!verification.verified) return false;
  const { credential } = verification.registrationInfo;
  await db.insert(staffCredentials).values({
    credentialId: credential.id,
    staffId,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? [],
    createdAt: now,
  });
  return true;
}

/**
 * Options to sign in (no account named: the browser offers the passkeys it has for this site) or,
 * with staffId, to re-authenticate with one of that staff member's passkeys.
 */
export async function authenticationOptions(db: Database, purpose: 'signin' | 'reauth', staffId: number | null = null, now = new Date()): Promise<Ceremony<PublicKeyCredentialRequestOptionsJSON>> {
  const allow =
    staffId === null
      ? []
      : (await db.select({ id: staffCredentials.credentialId, transports: staffCredentials.transports }).from(staffCredentials).where(eq(staffCredentials.staffId, staffId))).map((c) => ({
          id: c.id,
          transports: c.transports as AuthenticatorTransport[],
        }));
  const options = await generateAuthenticationOptions({ rpID: relyingParty().rpID, userVerification: 'required', allowCredentials: allow });
  return { challengeId: await storeChallenge(db, purpose, options.challenge, staffId, now), options };
}

/**
 * Checks a passkey assertion: the staff member it proves, or undefined. For 'reauth' it must be
 * the same staff member the challenge was issued to. The signature counter moves forward (a cloned
 * authenticator that reports an old counter is refused by SimpleWebAuthn).
 */
export async function verifyPasskey(db: Database, purpose: 'signin' | 'reauth', challengeId: string, response: AuthenticationResponseJSON, now = new Date()): Promise<number | undefined> {
  const challenge = await takeChallenge(db, challengeId, purpose, now);
  if (!challenge || typeof response?.id !== 'string') return undefined;
  const [stored] = await db.select().from(staffCredentials).where(eq(staffCredentials.credentialId, response.id));
  if (!stored) return undefined;
  if (purpose === 'reauth' && stored.staffId !== challenge.staffId) return undefined;
  const { rpID, origin } = relyingParty();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      credential: { id: stored.credentialId, publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')), counter: stored.counter, transports: stored.transports as AuthenticatorTransport[] },
    });
  } catch {
    return undefined;
  }
  if (!verification.verified) return undefined;
  await db.update(staffCredentials).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now }).where(eq(staffCredentials.credentialId, stored.credentialId));
  return stored.staffId;
}
