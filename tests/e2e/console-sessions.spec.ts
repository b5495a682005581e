import { expect, test, type BrowserContext } from '@playwright/test';
import { carryPasskeys, enrolWithPasskey, enrolmentLinks, expectAccessible, passkeyStep } from './support/console';

/**
 * Security requirement 14 on the staff side (ASVS 7.4.1, 7.4.5): a member of staff sees their own open
 * console sessions (the device read from the user agent, the address, when each began and was last
 * active, this one marked) and ends another one, or all others at once; the browser holding an ended
 * session is sent to sign in on its next request. Axe finds nothing serious or critical at a tablet's
 * and a desktop's width. One support account (scripts/e2e-server.mjs: `sessions`); the other browsers
 * sign in with a copy of its passkey, with a phone's user agent.
 */
test.describe.configure({ mode: 'serial' });

const DESK_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** Every browser here signs in from this machine: the address each session recorded. */
const LOOPBACK = /Address\s*(::1|(::ffff:)?127\.0\.0\.1)/;

const contexts: BrowserContext[] = [];
test.afterAll(async () => {
  for (const context of contexts) await context.close();
});

test('ASVS 7.4.5 (req. 14): signed in in two browsers, the staff member ends the other one from the sessions screen; it is sent to sign in, and "end all others" ends the rest', async ({ browser }) => {
  const open = async (options: Parameters<typeof browser.newContext>[0]) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
  const desk = await (await open({ userAgent: DESK_AGENT })).newPage();
  const deskPasskey = await enrolWithPasskey(desk, enrolmentLinks().sessions);

  // The same staff member on a phone, signed in with a copy of the passkey.
  const phone = await carryPasskeys(deskPasskey, await open({ userAgent: PHONE_AGENT }));
  await phone.page.goto('/admin/en/signin');
  await passkeyStep(phone.page, 'Sign in with a passkey');

  await desk.getByRole('navigation', { name: 'Console', exact: true }).getByRole('link', { name: 'Sessions' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Your sessions' })).toBeVisible();
  const sessions = desk.getByRole('list', { name: 'Your open sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  const here = sessions.filter({ has: desk.getByText('This session', { exact: true }) });
  await expect(here).toContainText('Chrome on Windows');
  await expect(here.getByRole('button')).toHaveCount(0);
  const onPhone = sessions.filter({ hasText: 'Safari on iOS' });
  await expect(onPhone).toContainText(LOOPBACK);
  await expect(onPhone).toContainText('Signed in');
  await expect(onPhone).toContainText('Last active');
  await expect(onPhone.locator('time')).toHaveCount(2);
  await expectAccessible(desk, 'sessions', [768, 1440]);

  await onPhone.getByRole('button', { name: /^End this session/ }).click();
  await expect(desk.getByRole('main').getByRole('status')).toHaveText('The session has ended.');
  await expect(sessions).toHaveCount(1);
  await expect(desk.getByText('No other session is open: only this one.')).toBeVisible();

  // The phone's next request finds its session ended: the console sends it to sign in.
  await phone.page.goto('/admin/en/sessions');
  await expect(phone.page).toHaveURL(/\/admin\/en\/signin$/);

  // The phone signs in again, and a tablet too; "end all other sessions" ends both and keeps the desk's.
  await passkeyStep(phone.page, 'Sign in with a passkey');
  const tablet = await carryPasskeys(phone, await open({ userAgent: PHONE_AGENT }));
  await tablet.page.goto('/admin/en/signin');
  await passkeyStep(tablet.page, 'Sign in with a passkey');

  await desk.reload();
  await expect(sessions).toHaveCount(3);
  await desk.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(desk.getByRole('main').getByRole('status')).toHaveText('2 other sessions have ended.');
  await expect(sessions).toHaveCount(1);
  for (const other of [phone.page, tablet.page]) {
    await other.goto('/admin/en');
    await expect(other).toHaveURL(/\/admin\/en\/signin$/);
  }
  // The desk's own session goes on.
  await desk.reload();
  await expect(sessions.filter({ has: desk.getByText('This session', { exact: true }) })).toHaveCount(1);
});

test('the sessions screen in Korean passes axe too', async () => {
  const desk = contexts[0].pages()[0];
  await desk.goto('/admin/ko/sessions');
  await expect(desk.getByRole('heading', { level: 1, name: '내 세션' })).toBeVisible();
  await expect(desk.getByRole('navigation', { name: '콘솔', exact: true }).getByRole('link', { name: '세션' })).toBeVisible();
  await expect(desk.getByRole('list', { name: '열려 있는 내 세션' }).getByRole('listitem').filter({ has: desk.getByText('지금 이 세션', { exact: true }) })).toContainText('Windows의 Chrome');
  await expectAccessible(desk, 'sessions (ko)', [768, 1440]);
});
