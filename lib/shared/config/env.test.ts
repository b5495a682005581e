import { appUrlMissingInProduction, checkConfiguration, env } from './env';
import { environment } from '@/tests/support/env';

/** The variables moved into env.ts are validated there (design rule 10). */
const testEnv = environment();
const setEnv = testEnv.set;

afterEach(() => {
  testEnv.restore();
});

describe('env', () => {
  it('RECAPTCHA_MIN_SCORE: a number from 0 to 1, else a clear error', () => {
    setEnv('RECAPTCHA_MIN_SCORE', undefined);
    expect(env.recaptchaMinScore).toBe(0.5);
    setEnv('RECAPTCHA_MIN_SCORE', '0');
    expect(env.recaptchaMinScore).toBe(0);
    setEnv('RECAPTCHA_MIN_SCORE', '1');
    expect(env.recaptchaMinScore).toBe(1);
    for (const bad of ['1.5', '-0.1', 'high', '50%']) {
      setEnv('RECAPTCHA_MIN_SCORE', bad);
      expect(() => env.recaptchaMinScore).toThrow(/RECAPTCHA_MIN_SCORE must be a number between 0 and 1/);
    }
  });

  it('HASH_CONCURRENCY and CAPTCHA_POW_DIFFICULTY refuse nonsense instead of falling back silently', () => {
    setEnv('HASH_CONCURRENCY', '0');
    expect(() => env.hashConcurrency).toThrow(/HASH_CONCURRENCY/);
    setEnv('HASH_CONCURRENCY', '4');
    expect(env.hashConcurrency).toBe(4);
    setEnv('CAPTCHA_POW_DIFFICULTY', '40');
    expect(() => env.captchaPowDifficulty).toThrow(/CAPTCHA_POW_DIFFICULTY/);
    setEnv('CAPTCHA_POW_DIFFICULTY', undefined);
    expect(env.captchaPowDifficulty).toBe(15);
  });

  it('social providers need both client id and secret; GOOGLE_ISSUER must be a URL', () => {
    setEnv('GOOGLE_CLIENT_ID', 'id');
    setEnv('GOOGLE_CLIENT_SECRET', undefined);
    expect(env.google).toBeUndefined();
    setEnv('GOOGLE_CLIENT_SECRET', ' secret ');
    setEnv('GOOGLE_ISSUER', 'http://127.0.0.1:3195/');
    expect(env.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'http://127.0.0.1:3195' });
    setEnv('GOOGLE_ISSUER', 'not a url');
    expect(() => env.google).toThrow(/GOOGLE_ISSUER must be an absolute URL/);
    setEnv('APPLE_CLIENT_ID', 'apple');
    setEnv('APPLE_CLIENT_SECRET', undefined);
    expect(env.apple).toBeUndefined();
  });

  it('the auth secret: NEXTAUTH_SECRET, then AUTH_SECRET', () => {
    setEnv('NEXTAUTH_SECRET', undefined);
    setEnv('AUTH_SECRET', 'second');
    expect(env.authSecret).toBe('second');
    setEnv('NEXTAUTH_SECRET', 'first');
    expect(env.authSecret).toBe('first');
  });
});

describe('checkConfiguration', () => {
  it('refuses to start in production without APP_URL; development or APP_URL set passes', () => {
    expect(appUrlMissingInProduction({ NODE_ENV: 'production' } as NodeJS.ProcessEnv)).toBe(true);
    expect(appUrlMissingInProduction({ NODE_ENV: 'production', APP_URL: 'https://portal.example' } as NodeJS.ProcessEnv)).toBe(false);
    expect(appUrlMissingInProduction({ NODE_ENV: 'development' } as NodeJS.ProcessEnv)).toBe(false);

    setEnv('NODE_ENV', 'production');
    setEnv('APP_URL', undefined);
    expect(() => checkConfiguration()).toThrow(/APP_URL is not set while NODE_ENV=production/);
    // Still refused on a second call: a failed check is not remembered as passed.
    expect(() => checkConfiguration()).toThrow(/APP_URL/);
    setEnv('APP_URL', 'https://portal.example');
    expect(() => checkConfiguration()).not.toThrow();
  });
});
