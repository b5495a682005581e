import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Connection } from '@/lib/member-api/db/connect';
import { env } from '@/lib/shared/config/env';
import { issueEnrolment } from '@/lib/portal/staff/accounts';
import { staffCookieName } from '@/lib/portal/staff/guard';
import { useMemoryDatabase } from '@/tests/support/database';
import { cookieJar, setRequest } from '@/tests/support/next-headers';
import { beginEnrolment, beginReauth, beginSignIn, checkEnrolment, finishEnrolment, finishReauth, finishSignIn } from '@/app/admin/actions';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-headers').nextHeaders);

/**
 * "MFA for every staff account" (issue 24): a passkey counts as two factors only when the
 * authenticator verified its user (a PIN, a fingerprint, a face: the UV flag), so the console refuses
 * a passkey answer without it at enrolment, at sign-in and at re-authentication, whatever the browser
 * was asked. The browser is a software authenticator here (P-256, "none" attestation, WebAuthn's
 * byte layout written out below), so the flags are the test's to set; the server side is the real
 * one: the server actions of app/admin/actions.ts and SimpleWebAuthn on PGlite in memory.
 */
let connection: Connection;

beforeAll(async () => {
  process.env.REDIS_URL = '';
  connection = await useMemoryDatabase();
});
afterAll(() => connection.close());

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, byte and text strings, integers. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map) return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  throw new Error(`cannot encode ${typeof value}`);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

/** A passkey on a software authenticator for the console's relying party (APP_URL). */
function softwarePasskey() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const credentialId = randomBytes(32);
  const { hostname: rpId, origin } = new URL(env.appUrl);
  const rpIdHash = createHash('sha256').update(rpId).digest();
  let counter = 0;
  const authData = (flags: number, attested?: Buffer) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const id = credentialId.toString('base64url');
  return {
    register(challenge: string, userVerified: boolean) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), length, credentialId, coseKey]);
      const attestationObject = cbor(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData(FLAG_USER_PRESENT | FLAG_ATTESTED_DATA | (userVerified ? FLAG_USER_VERIFIED : 0), attested)]]));
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { clientDataJSON: clientData('webauthn.create', challenge).toString('base64url'), attestationObject: attestationObject.toString('base64url'), transports: ['internal' as const] },
      };
    },
    assert(challenge: string, userVerified: boolean, userHandle: string) {
      const data = authData(FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0));
      const json = clientData('webauthn.get', challenge);
      const signature = sign(privateKey, Buffer.concat([data, createHash('sha256').update(json).digest()]));
      return {
        id,
        rawId: id,
        type: 'public-key' as const,
        clientExtensionResults: {},
        response: { authenticatorData: data.toString('base64url'), clientDataJSON: json.toString('base64url'), signature: signature.toString('base64url'), userHandle },
      };
    },
  };
}

const sign = (key: KeyObject, data: Buffer) => createSign('SHA256').update(data).sign(key);

let address = 0;
const fromBrowser = (cookie?: string) => {
  setRequest({ 'x-forwarded-for': `198.18.12.${++address}` });
  if (cookie) cookieJar().set(staffCookieName(), cookie);
};

async function ceremony<T extends { ok: boolean }>(call: () => Promise<T>): Promise<Extract<T, { ok: true }>> {
  const answer = await call();
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer as Extract<T, { ok: true }>;
}

it('MFA for every staff account: a passkey answer without user verification is refused at enrolment, sign-in and re-authentication; with it, each goes through', async () => {
  const { token, staffId } = await issueEnrolment(connection.db, { email: 'mfa@example.com', name: 'Mfa', role: 'network_admin' });
  const passkey = softwarePasskey();
  const userHandle = Buffer.from(`staff:${staffId}`).toString('base64url');

  // Enrolment: the options ask for verification; an answer without it registers nothing and
  // leaves the link unspent and the browser without a session.
  fromBrowser();
  const first = await ceremony(() => beginEnrolment({ token }));
  expect(first.data.options.authenticatorSelection).toMatchObject({ userVerification: 'required', residentKey: 'required' });
  fromBrowser();
  expect(await finishEnrolment({ token, challengeId: first.data.challengeId, response: passkey.register(first.data.options.challenge, false) })).toEqual({ ok: false, code: 400, message: 'admin.errors.passkey', fieldErrors: {} });
  expect(cookieJar().has(staffCookieName())).toBe(false);
  fromBrowser();
  expect(await checkEnrolment({ token })).toMatchObject({ ok: true });
  fromBrowser();
  const second = await ceremony(() => beginEnrolment({ token }));
  fromBrowser();
  expect(await finishEnrolment({ token, challengeId: second.data.challengeId, response: passkey.register(second.data.options.challenge, true) })).toEqual({ ok: true, data: null });
  const enrolled = cookieJar().get(staffCookieName())!;
  expect(enrolled).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Sign-in: the same passkey without verification (possession alone) is no sign-in.
  fromBrowser();
  const signIn = await ceremony(() => beginSignIn());
  expect(signIn.data.options.userVerification).toBe('required');
  fromBrowser();
  expect(await finishSignIn({ challengeId: signIn.data.challengeId, response: passkey.assert(signIn.data.options.challenge, false, userHandle) })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.passkey' });
  expect(cookieJar().has(staffCookieName())).toBe(false);
  fromBrowser();
  const again = await ceremony(() => beginSignIn());
  fromBrowser();
  expect(await finishSignIn({ challengeId: again.data.challengeId, response: passkey.assert(again.data.options.challenge, true, userHandle) })).toEqual({ ok: true, data: null });
  const signedIn = cookieJar().get(staffCookieName())!;
  expect(signedIn).toMatch(/^[A-Za-z0-9_-]{43}$/);

  // Re-authentication before a dangerous action: the same rule, and the session keeps its cookie when refused.
  fromBrowser(signedIn);
  const reauth = await ceremony(() => beginReauth());
  fromBrowser(signedIn);
  expect(await finishReauth({ challengeId: reauth.data.challengeId, response: passkey.assert(reauth.data.options.challenge, false, userHandle) })).toMatchObject({ ok: false, code: 401, message: 'admin.errors.passkey' });
  expect(cookieJar().get(staffCookieName())).toBe(signedIn);
  fromBrowser(signedIn);
  const reauthAgain = await ceremony(() => beginReauth());
  fromBrowser(signedIn);
  expect(await finishReauth({ challengeId: reauthAgain.data.challengeId, response: passkey.assert(reauthAgain.data.options.challenge, true, userHandle) })).toEqual({ ok: true, data: null });
  expect(cookieJar().get(staffCookieName())).not.toBe(signedIn);
});
