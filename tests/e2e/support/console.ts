import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { axeScan } from './axe';

/** The member the console spec blocks while they are signed in. */
export const BLOCKED_MEMBER = { playerId: 'consoleblock', email: 'consoleblock@clubhouse.example', password: 'Clubhouse1!', nickname: 'ConsoleBlock' };

/** The member's inquiry, answered in the console. */
export const CONSOLE_INQUIRY = { title: 'Console inquiry: six in one bay?', answer: 'Yes, up to six players share a bay.\nBook it as one group.' };

/** The venue manager's own venue (tests/e2e/fixtures/console-venues.ts): in New York, not the network's Seoul. */
export const MANAGED_VENUE = { name: 'E2E Own Venue', nameKo: 'E2E 직영 매장', city: 'Brooklyn', timezone: 'America/New_York' };

/** The one-use enrolment links scripts/e2e-prepare.ts made as `npm run admin:create` makes them (./console-staff.ts). */
export function enrolmentLinks(): { admin: string; support: string; manager: string; tournaments: string; security: string; editor: string; venues: string; venueManager: string; lists: string; consec: string; conview: string; sessions: string } {
  const port = process.env.E2E_PORT ?? '3100';
  return JSON.parse(fs.readFileSync(path.join(os.tmpdir(), `clubhouse-e2e-console-${port}.json`), 'utf8'));
}

/** The link's path and fragment on the server the spec runs against. */
export const onServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
};

/**
 * Chromium's WebAuthn emulation (DevTools protocol): a platform authenticator with resident keys and
 * user verification that always succeeds, as a phone's or laptop's screen lock would.
 */
export async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/** The console's texts in each language (the pages' own messages files). */
const consoleMessages = { en, ko };

/**
 * Presses a passkey button (enrolment or sign-in) and waits for the console's home. Every staff spec
 * starts its ceremonies from this machine's one address, which the console allows 20 a minute (req. 28,
 * tested in tests/security/console-views.spec.ts): when specs pass that back to back, the step presses
 * again every 10 s for up to 70 s, as a member of staff told to wait a minute would. `locale`: the
 * page's language; `button` is named by its English label either way.
 */
export async function passkeyStep(page: Page, button: 'Create a passkey' | 'Sign in with a passkey', locale: 'en' | 'ko' = 'en') {
  const admin = consoleMessages[locale].admin;
  const label = button === 'Create a passkey' ? admin.enrol.button : admin.signin.button;
  const home = new RegExp(`/admin/${locale}$`);
  const limited = page.getByRole('alert').filter({ hasText: admin.errors.tooMany });
  if (button === 'Create a passkey') await enrolmentLinkChecked(page, locale);
  await page.getByRole('button', { name: label }).click();
  const outcome = await Promise.race([
    expect(page)
      .toHaveURL(home)
      .then(() => 'home' as const)
      .catch(() => 'late' as const),
    limited.waitFor({ timeout: 10_000 }).then(
      () => 'limited' as const,
      () => 'late' as const,
    ),
  ]);
  if (outcome === 'limited') {
    test.info().setTimeout(test.info().timeout + 80_000);
    await expect(async () => {
      await page.getByRole('button', { name: label }).click({ timeout: 5_000 });
      await expect(page).toHaveURL(home, { timeout: 5_000 });
    }).toPass({ intervals: [10_000], timeout: 70_000 });
  }
  await expect(page).toHaveURL(home);
}

/**
 * The enrolment page's check of its link, which the same limit may refuse: then the page offers to
 * check the link again, and the step does so every 10 s for up to 70 s.
 */
export async function enrolmentLinkChecked(page: Page, locale: 'en' | 'ko' = 'en') {
  const { enrol } = consoleMessages[locale].admin;
  const create = page.getByRole('button', { name: enrol.button });
  const again = page.getByRole('button', { name: enrol.retry });
  await expect(create.or(again)).toBeVisible();
  if (await create.isVisible()) return;
  test.info().setTimeout(test.info().timeout + 80_000);
  await expect(async () => {
    if (await again.isVisible()) await again.click();
    await expect(create).toBeVisible({ timeout: 5_000 });
  }).toPass({ intervals: [10_000], timeout: 70_000 });
}

/** A new staff member's first sign-in: their one-use enrolment link, a passkey on a virtual authenticator, the console's home. */
export async function enrolWithPasskey(page: Page, link: string) {
  const authenticator = await virtualAuthenticator(page);
  await page.goto(onServer(link));
  await passkeyStep(page, 'Create a passkey');
  return authenticator;
}

/** Copies the passkeys of one virtual authenticator into a new page's (another browser context signing in). */
export async function carryPasskeys(from: { cdp: CDPSession; authenticatorId: string }, context: BrowserContext, page?: Page) {
  const target = page ?? (await context.newPage());
  const to = await virtualAuthenticator(target);
  const { credentials } = await from.cdp.send('WebAuthn.getCredentials', { authenticatorId: from.authenticatorId });
  for (const credential of credentials) await to.cdp.send('WebAuthn.addCredential', { authenticatorId: to.authenticatorId, credential });
  return { page: target, ...to };
}

/** No serious or critical axe finding, and no sideways scrolling, at a tablet's and a desktop's width. */
export async function expectAccessible(page: Page, screen: string, widths: readonly number[] = [768, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const results = await axeScan(page);
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(bad, `axe on ${screen} at ${width} px`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${screen} fits ${width} px`).toBeLessThanOrEqual(0);
  }
}

/**
 * The build's console ceremonies (the server actions of app/admin/actions.ts) by name: the action's id
 * and a console page whose bundle holds it, for calling them over HTTP as the browser does.
 */
export function consoleActions(): Record<string, { id: string; page: string }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; exportedName?: string; filename?: string }>;
  };
  const found: Record<string, { id: string; page: string }> = {};
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (!/(^|\/)app\/admin\/actions\.ts$/.test(entry.filename ?? '') || !entry.exportedName) continue;
    const worker = Object.keys(entry.workers).find((w) => w.endsWith('/page')) ?? Object.keys(entry.workers)[0];
    // app/admin/[locale]/signin/page → /admin/en/signin (route groups dropped).
    const page = worker
      .replace(/^app/, '')
      .replace(/\/page$/, '')
      .split('/')
      .filter((segment) => segment && !/^\(.*\)$/.test(segment))
      .map((segment) => (segment === '[locale]' ? 'en' : /^\[.*\]$/.test(segment) ? '1' : segment))
      .join('/');
    found[entry.exportedName] = { id, page: `/${page}` };
  }
  return found;
}
