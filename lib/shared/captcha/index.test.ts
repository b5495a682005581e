import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { env } from '@/lib/shared/config/env';
import { CAPTCHA_ACTION, captchaConfig, issueChallenge, verifyCaptcha, verifyProofOfWork, verifyRecaptcha } from './index';
import { leadingZeroBits, POW_PREFIX, solveChallenge } from './pow';
import { environment } from '@/tests/support/env';

/** The sign-up's automatic-registration check: the built-in proof of work and the server-side reCAPTCHA verification. */
const testEnv = environment();
const setEnv = testEnv.set;

beforeEach(() => {
  setEnv('NEXTAUTH_SECRET', 'captcha-test-secret-0123456789abcdef');
  setEnv('CAPTCHA_POW_DIFFICULTY', '6');
  setEnv('REDIS_URL', undefined);
  setEnv('NEXT_PUBLIC_RECAPTCHA_SITE_KEY', undefined);
  setEnv('RECAPTCHA_SECRET_KEY', undefined);
  setEnv('RECAPTCHA_VERIFY_URL', undefined);
  setEnv('RECAPTCHA_MIN_SCORE', undefined);
});

afterAll(() => {
  testEnv.restore();
});

const parts = (token: string) => {
  const [challenge, counter] = token.slice(POW_PREFIX.length).split(':');
  const [payload, signature] = challenge.split('.');
  return { challenge, counter, payload, signature };
};
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { n: string; e: number; d: number };
const encode = (claims: object) => Buffer.from(JSON.stringify(claims)).toString('base64url');

describe('proof-of-work challenge', () => {
  it('accepts a valid solution once and refuses its replay', async () => {
    const token = await solveChallenge(issueChallenge());
    expect(await verifyProofOfWork(token)).toBe(true);
    expect(await verifyProofOfWork(token)).toBe(false);
  });

  it('issues a signed challenge with the configured difficulty and a ten-minute expiry', () => {
    const now = Date.UTC(2026, 0, 1);
    const { payload, signature } = parts(`${POW_PREFIX}${issueChallenge(now)}:0`);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(decode(payload)).toMatchObject({ e: now + 10 * 60 * 1000, d: 6 });
    expect(captchaConfig()).toMatchObject({ kind: 'pow' });
  });

  it('refuses a solution to an expired challenge', async () => {
    const issued = Date.now() - 11 * 60 * 1000;
    const token = await solveChallenge(issueChallenge(issued));
    expect(await verifyProofOfWork(token)).toBe(false);
    // The same challenge was fine while it was fresh.
    expect(await verifyProofOfWork(await solveChallenge(issueChallenge(issued)), issued + 60_000)).toBe(true);
  });

  it('refuses a tampered challenge: lowered difficulty, changed signature, foreign secret', async () => {
    const { payload, signature } = parts(`${POW_PREFIX}${issueChallenge()}:0`);
    const easier = encode({ ...decode(payload), d: 0 });
    expect(await verifyProofOfWork(`${POW_PREFIX}${easier}.${signature}:0`)).toBe(false);

    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    const solved = parts(await solveChallenge(`${payload}.${signature}`));
    expect(await verifyProofOfWork(`${POW_PREFIX}${payload}.${flipped}:${solved.counter}`)).toBe(false);

    const fromElsewhere = issueChallenge();
    setEnv('NEXTAUTH_SECRET', 'another-deployment-secret-0123456789');
    expect(await verifyProofOfWork(await solveChallenge(fromElsewhere))).toBe(false);
  });

  it('refuses a counter that does not do the work, and malformed tokens', async () => {
    const challenge = issueChallenge();
    let counter = 0;
    while (leadingZeroBits(createHash('sha256').update(`${challenge}:${counter}`).digest()) >= 6) counter += 1;
    expect(await verifyProofOfWork(`${POW_PREFIX}${challenge}:${counter}`)).toBe(false);
    for (const token of ['', 'pow.', 'pow.abc', `pow.${challenge}`, `pow.${challenge}:-1`, `pow.${challenge}:1e3`, `x${POW_PREFIX}${challenge}:0`]) {
      expect(await verifyProofOfWork(token)).toBe(false);
    }
  });

  it('finds solutions with the expected number of leading zero bits', async () => {
    const { challenge, counter } = parts(await solveChallenge(issueChallenge()));
    expect(leadingZeroBits(createHash('sha256').update(`${challenge}:${counter}`).digest())).toBeGreaterThanOrEqual(6);
    expect(leadingZeroBits(new Uint8Array([0, 0x1f]))).toBe(11);
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
  });
});

describe('reCAPTCHA v3 verified by the server', () => {
  let server: http.Server;
  let url: string;
  const received: URLSearchParams[] = [];
  const hostname = new URL(env.appUrl).hostname;
  const answers: Record<string, object> = {
    good: { success: true, action: CAPTCHA_ACTION, hostname, score: 0.9 },
    threshold: { success: true, action: CAPTCHA_ACTION, hostname, score: 0.5 },
    low: { success: true, action: CAPTCHA_ACTION, hostname, score: 0.4 },
    action: { success: true, action: 'login', hostname, score: 0.9 },
    host: { success: true, action: CAPTCHA_ACTION, hostname: 'evil.example', score: 0.9 },
    failed: { success: false, 'error-codes': ['invalid-input-response'] },
    noscore: { success: true, action: CAPTCHA_ACTION, hostname },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push(form);
        if (form.get('response') === 'broken') {
          res.writeHead(500).end('not json');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[form.get('response') ?? ''] ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const configure = () => {
    setEnv('NEXT_PUBLIC_RECAPTCHA_SITE_KEY', 'site-key');
    setEnv('RECAPTCHA_SECRET_KEY', 'server-secret');
    setEnv('RECAPTCHA_VERIFY_URL', url);
  };

  it('accepts a token with the sign-up action, our hostname and a score at or above the threshold', async () => {
    configure();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await verifyRecaptcha('good', '203.0.113.9')).toBe(true);
    expect(Object.fromEntries(received.at(-1)!)).toEqual({ secret: 'server-secret', response: 'good', remoteip: '203.0.113.9' });
    expect(await verifyRecaptcha('threshold')).toBe(true);
    expect(received.at(-1)!.has('remoteip')).toBe(false);
  });

  it('refuses a low score, another action, another hostname, a failed or scoreless answer and a broken server', async () => {
    configure();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const token of ['low', 'action', 'host', 'failed', 'noscore', 'broken', 'unknown']) expect(await verifyRecaptcha(token)).toBe(false);
    setEnv('RECAPTCHA_MIN_SCORE', '0.3');
    expect(await verifyRecaptcha('low')).toBe(true);
  });

  it('never verifies without the secret, and uses reCAPTCHA instead of the proof of work when both keys are set', async () => {
    setEnv('RECAPTCHA_VERIFY_URL', url);
    const before = received.length;
    expect(await verifyRecaptcha('good')).toBe(false);
    expect(received.length).toBe(before);

    configure();
    expect(captchaConfig()).toEqual({ kind: 'recaptcha', siteKey: 'site-key', action: CAPTCHA_ACTION });
    expect(await verifyCaptcha('good')).toBe(true);
    const pow = await solveChallenge(issueChallenge());
    expect(await verifyCaptcha(pow)).toBe(false);
  });
});
