import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { loginAs } from './support/auth';
import { waitForMail } from './support/mail';
import { BLOCKED_MEMBER, CONSOLE_INQUIRY, carryPasskeys, enrolmentLinkChecked, enrolmentLinks, expectAccessible, onServer, passkeyStep, virtualAuthenticator } from './support/console';

/**
 * The operator console (issue 24) in a real browser, with Chromium's virtual authenticator standing
 * in for a phone's or laptop's passkey: the first admin enrols from the link `npm run admin:create`
 * printed (scripts/e2e-server.mjs ran it), signs in, blocks a member (whose open session is refused
 * at once), exports their data after a fresh passkey check, and reads all of it in the audit log.
 * Support (in Korean) sees what the matrix lets it and no more. Runs in order: one admin, one link.
 *
 * The admin's browser (its cookie and its authenticator, which holds the passkey) lives across the
 * admin's tests, so each test starts signed in and has its own time limit, and no step signs in
 * twice. Every check of a console page runs axe at a tablet's 768 px and a desktop's 1280 px.
 */
test.describe.configure({ mode: 'serial' });

test('no console page or download answers without a staff session', async ({ page, request }) => {
  const root = await request.get('/admin', { maxRedirects: 0 });
  expect(root.status()).toBe(307);
  expect(root.headers().location).toMatch(/\/admin\/en$/);
  expect(root.headers()['x-robots-tag']).toContain('noindex');

  const signin = await request.get('/admin/en/signin');
  const headers = signin.headers();
  expect(headers['content-security-policy']).toMatch(/default-src 'none'; script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
  expect(headers['cache-control']).toContain('no-store');
  expect(headers['cache-control']).not.toContain('s-maxage');
  expect(await signin.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
  const again = await request.get('/admin/en/signin');
  expect(again.headers()['content-security-policy']).not.toBe(headers['content-security-policy']);

  for (const path of ['/admin/en', '/admin/en/members', '/admin/en/members/1', '/admin/en/audit', '/admin/ko/audit', '/admin/en/staff', '/admin/ko/staff']) {
    await page.goto(path);
    await expect(page, `${path} without a session`).toHaveURL(/\/admin\/(en|ko)\/signin$/);
  }
  for (const path of ['/admin/en/audit/export', '/admin/en/members/1/export']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(401);
    // Bypass attempts of the member side's list (requirement 17) change nothing.
    const forged = await request.get(path, { headers: { cookie: 'clubhouse_staff=forged', 'x-middleware-subrequest': Array(5).fill('proxy').join(':'), RSC: '1' } });
    expect(forged.status(), `${path} with a forged cookie`).toBe(401);
  }

  // A member's session is nothing to the console.
  await loginAs(page);
  await page.goto('/admin/en/members');
  await expect(page).toHaveURL(/\/admin\/en\/signin$/);
  expect((await page.request.get('/admin/en/members/1/export')).status()).toBe(401);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/admin');
});

test.describe('the first admin', () => {
  let adminContext: BrowserContext;
  let admin: Page;
  let authenticator: { cdp: CDPSession; authenticatorId: string };
  let memberContext: BrowserContext;
  let member: Page;
  let memberUrl = '';
  const links = () => enrolmentLinks();

  test.beforeAll(async ({ browser }) => {
    adminContext = await browser.newContext();
    admin = await adminContext.newPage();
    authenticator = await virtualAuthenticator(admin);
    memberContext = await browser.newContext();
    member = await memberContext.newPage();
  });
  test.afterAll(async () => {
    await memberContext?.close();
    await adminContext?.close();
  });

  test('enrols a passkey from the CLI link, which works only once', async ({ browser }) => {
    await admin.goto(onServer(links().admin));
    await enrolmentLinkChecked(admin);
    await expect(admin.getByText('Welcome, E2E Ops (ops@clubhouse.test)')).toBeVisible();
    // The token left the address bar at once.
    expect(new URL(admin.url()).hash).toBe('');
    await expectAccessible(admin, 'enrolment');
    await passkeyStep(admin, 'Create a passkey');
    await expect(admin.getByRole('heading', { name: 'Welcome, E2E Ops' })).toBeVisible();

    const other = await browser.newContext();
    const page = await other.newPage();
    await page.goto(onServer(links().admin));
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This enrolment link is not valid');
    await other.close();
  });

  test('the home page shows the day: figures, charts, live updates that pause', async () => {
    await admin.goto('/admin/en');
    const today = admin.getByRole('region', { name: /^Today, / });
    await expect(today).toBeVisible();
    for (const label of ['Rounds posted', 'Bookings starting today', 'Tournament entries', 'Card money, net', 'Open inquiries', 'Jobs and mail']) {
      await expect(today.locator('dt', { hasText: label }), label).toBeVisible();
    }
    await expect(today.getByText(/Figures of the day in the network's time zone/)).toBeVisible();
    await expect(today.getByRole('heading', { name: 'Rounds per venue' })).toBeVisible();
    // The inquiry the e2e fixtures filed is waiting.
    await expect(today.locator('dt', { hasText: 'Open inquiries' }).locator('..').locator('dd').first()).not.toHaveText('0');
    const pause = admin.getByRole('button', { name: 'Pause live updates' });
    await pause.click();
    await expect(admin.getByRole('button', { name: 'Resume live updates' })).toHaveAttribute('aria-pressed', 'true');
    await expect(today.getByText(/live updates paused/)).toBeVisible();
    await expectAccessible(admin, 'console home');
  });

  test('signs out and in again with the passkey, then from another browser holding a copy of it', async ({ browser }) => {
    await admin.getByRole('button', { name: 'Sign out' }).click();
    await expect(admin).toHaveURL(/\/admin\/en\/signin$/);
    await passkeyStep(admin, 'Sign in with a passkey');
    // The copy is taken after the last use: an authenticator whose signature counter went backwards
    // (a clone used after the original) is refused, as it should be. The original is not used again
    // after the copy signs in (its counter now lags the copy's): later tests re-authenticate with
    // the copy's credentials, carried back below.
    const fresh = await browser.newContext();
    const copy = await carryPasskeys(authenticator, fresh);
    await copy.page.goto('/admin/en/signin');
    await expectAccessible(copy.page, 'sign-in');
    await passkeyStep(copy.page, 'Sign in with a passkey');
    // The admin's own authenticator takes the copy's newer counter back: re-authentication goes on working.
    await authenticator.cdp.send('WebAuthn.clearCredentials', { authenticatorId: authenticator.authenticatorId });
    const { credentials } = await copy.cdp.send('WebAuthn.getCredentials', { authenticatorId: copy.authenticatorId });
    for (const credential of credentials) await authenticator.cdp.send('WebAuthn.addCredential', { authenticatorId: authenticator.authenticatorId, credential });
    await fresh.close();
  });

  test('finds a member and blocks them: their open session is refused at once', async () => {
    await loginAs(member, BLOCKED_MEMBER.playerId, BLOCKED_MEMBER.password);
    await member.goto('/membership');
    await expect(member).toHaveURL(/\/membership/);

    await admin.goto('/admin/en/members');
    await admin.getByLabel('Search members').fill(BLOCKED_MEMBER.playerId);
    await admin.getByRole('button', { name: 'Search' }).click();
    await expect(admin).toHaveURL(/[?&]q=consoleblock/);
    await expectAccessible(admin, 'member search');
    await admin.getByRole('link', { name: /^\d+$/ }).first().click();
    await expect(admin.getByRole('heading', { name: `Member record: ${BLOCKED_MEMBER.nickname}` })).toBeVisible();
    memberUrl = admin.url();
    await expect(admin.locator('dl')).not.toContainText('argon2');
    await expectAccessible(admin, 'member record');

    await admin.getByRole('button', { name: 'Block member' }).click();
    await expect(admin.getByText('Give a reason of 5 to 500 characters.')).toBeVisible();
    // The record has two reasons (block, and withdraw at the member's request): the block form's own.
    const blockForm = admin.locator('form', { has: admin.getByRole('button', { name: /^(Block|Unblock) member$/ }) });
    await blockForm.getByLabel('Reason (kept in the audit log)').fill('Abusive comments, ticket 42');
    await admin.getByRole('button', { name: 'Block member' }).click();
    await expect(blockForm.getByRole('status')).toHaveText('The member is blocked: every session of theirs has ended.');
    await expect(admin.getByRole('button', { name: 'Unblock member' })).toBeVisible();

    await member.goto('/membership');
    await expect(member).toHaveURL(/\/login/);
  });

  test("exports the member's personal data after a fresh passkey check", async () => {
    await admin.goto(memberUrl);
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Export personal data (JSON)' }).click();
    const file = await download;
    const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const data = JSON.parse(text);
    expect(data.member).toMatchObject({ email: BLOCKED_MEMBER.email, status: 'blocked' });
    expect(text).not.toMatch(/password|argon2|token_?hash/i);
  });

  test('answers an inquiry: saved, and the member is mailed', async () => {
    await admin.goto('/admin/en/inquiries');
    await expectAccessible(admin, 'inquiry queue');
    await admin.getByRole('link', { name: CONSOLE_INQUIRY.title }).click();
    await expect(admin.getByText('Can six of us share one bay on Saturday?')).toBeVisible();
    await admin.getByRole('button', { name: 'Assign to me' }).click();
    await expect(admin.getByRole('status')).toHaveText('Assigned to you.');
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByText('Write an answer of 2 to 5,000 characters.')).toBeVisible();
    await admin.getByLabel('Answer', { exact: true }).fill(CONSOLE_INQUIRY.answer);
    await admin.getByRole('button', { name: 'Send answer' }).click();
    await expect(admin.getByRole('status')).toHaveText('The answer is saved and mailed to the member.');
    await expectAccessible(admin, 'inquiry');
    const mail = await waitForMail(BLOCKED_MEMBER.email, /Re: Console inquiry/);
    expect(mail).toContain('Yes, up to six players share a bay.');
  });

  test('the audit log shows who did what, from where, before and after', async () => {
    // Each action through the log's own filter: the other console specs' staff write the log too, so
    // the first page (the newest 50) need not reach back to this admin's enrolment.
    for (const action of ['staff.enrolment', 'staff.enrol', 'staff.signin', 'staff.reauth', 'members.block', 'members.export', 'inquiries.assign', 'inquiries.answer']) {
      await admin.goto(`/admin/en/audit?action=${action}`);
      await expect(admin.getByRole('cell', { name: action, exact: true }).first(), action).toBeVisible();
    }
    await admin.goto('/admin/en/audit');
    await expectAccessible(admin, 'audit log');
    await admin.getByLabel('Action').selectOption('members.block');
    await admin.getByRole('button', { name: 'Apply' }).click();
    const rows = admin.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('ops@clubhouse.test');
    await expect(rows.first()).toContainText('"status":"active"');
    await expect(rows.first()).toContainText('Abusive comments, ticket 42');

    const csv = await admin.request.get('/admin/en/audit/export?action=members.block');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(csv.headers()['cache-control']).toContain('no-store');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,staff_id,staff_email,address,action,target,before,after');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('members.block');
  });

  test('unblocks the member, who signs in again and reads the answer where the spec shows answers', async () => {
    await admin.goto(memberUrl);
    const unblockForm = admin.locator('form', { has: admin.getByRole('button', { name: /^(Block|Unblock) member$/ }) });
    await unblockForm.getByLabel('Reason (kept in the audit log)').fill('Appeal accepted, ticket 43');
    await admin.getByRole('button', { name: 'Unblock member' }).click();
    await expect(unblockForm.getByRole('status')).toContainText('The member is unblocked');
    await loginAs(member, BLOCKED_MEMBER.playerId, BLOCKED_MEMBER.password);
    await member.goto('/support/inquiry');
    await member.locator('[data-list="my-inquiries"] summary', { hasText: CONSOLE_INQUIRY.title }).click();
    await expect(member.getByText('Yes, up to six players share a bay.')).toBeVisible();
  });

  test('invites a member of staff, changes their role and disables them: each after a passkey check, each audited', async () => {
    await admin.goto('/admin/en/staff');
    await expect(admin.getByRole('heading', { level: 1, name: 'Staff and roles' })).toBeVisible();
    // A venue manager without venues is refused beside the field, and what was typed stays.
    await admin.getByLabel('E-mail', { exact: true }).fill('lee.front@clubhouse.test');
    await admin.getByLabel('Name', { exact: true }).fill('Desk Lee');
    await admin.getByLabel('Role', { exact: true }).first().selectOption('venue_manager');
    await admin.getByRole('button', { name: 'Create enrolment link' }).click();
    await expect(admin.getByText('A venue manager needs at least one venue.')).toBeVisible();
    await expect(admin.getByLabel('E-mail', { exact: true })).toHaveValue('lee.front@clubhouse.test');
    await admin.getByLabel('Venues', { exact: true }).first().fill('1');
    await admin.getByRole('button', { name: 'Create enrolment link' }).click();
    await expect(admin.getByLabel('Enrolment link (shown once)')).toHaveValue(/^http:\/\/localhost:\d+\/admin\/en\/enrol#[A-Za-z0-9_-]{43}$/);
    await expectAccessible(admin, 'staff');

    const row = admin.getByRole('row').filter({ hasText: 'lee.front@clubhouse.test' });
    const roleCell = row.getByRole('cell').nth(1);
    await expect(roleCell).toHaveText('Venue managerVenues 1');
    await row.getByText('Change role of lee.front@clubhouse.test').click();
    await row.getByLabel('Role', { exact: true }).selectOption('support');
    await row.getByRole('button', { name: 'Save role' }).click();
    await expect(admin.getByText('Only venue managers have venues: leave this empty.')).toBeVisible();
    await row.getByLabel('Venues', { exact: true }).fill('');
    await row.getByRole('button', { name: 'Save role' }).click();
    await expect(admin.getByText('The role of lee.front@clubhouse.test is changed; their sessions have ended.')).toBeVisible();
    await expect(roleCell).toHaveText('Support');
    await row.getByRole('button', { name: 'Disable lee.front@clubhouse.test' }).click();
    await expect(admin.getByText('lee.front@clubhouse.test is disabled; their sessions have ended.')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Enable lee.front@clubhouse.test' })).toBeVisible();
    // Nobody changes their own account.
    await expect(admin.getByRole('row').filter({ hasText: 'ops@clubhouse.test' }).getByRole('button')).toHaveCount(0);

    await admin.goto('/admin/en/audit?action=staff.role');
    const rows = admin.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('"role":"venue_manager"');
    await expect(rows.first()).toContainText('"role":"support"');
    for (const action of ['staff.invite', 'staff.disable']) {
      await admin.goto(`/admin/en/audit?action=${action}`);
      await expect(admin.locator('tbody tr'), action).toHaveCount(1);
    }
  });

  test('the venue keys screen opens, and fits a tablet', async () => {
    await admin.goto('/admin/en/venues');
    await expect(admin.getByRole('heading', { level: 1, name: 'Venue keys' })).toBeVisible();
    await expectAccessible(admin, 'venue keys');
  });
});

test('support, in Korean, reads members but cannot block, export or read the audit log', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await virtualAuthenticator(page);
  await page.goto(onServer(enrolmentLinks().support));
  await passkeyStep(page, 'Create a passkey', 'ko');
  await expect(page.getByRole('heading', { name: 'E2E Help님, 환영합니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '감사 로그' })).toHaveCount(0);
  // The home page in Korean: support sees the inquiries, never the money or the machinery.
  await expect(page.locator('dt', { hasText: '미답변 문의' })).toBeVisible();
  await expect(page.locator('dt', { hasText: '카드 매출(순액)' })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: '작업과 메일' })).toHaveCount(0);
  await expectAccessible(page, 'console home (support, Korean)');

  await page.goto('/admin/ko/audit');
  await expect(page.getByRole('heading', { name: '권한이 없는 페이지' })).toBeVisible();
  expect((await page.request.get('/admin/ko/audit/export')).status()).toBe(403);

  await page.goto(`/admin/ko/members?q=${BLOCKED_MEMBER.playerId}`);
  await page.getByRole('link', { name: /^\d+$/ }).first().click();
  await expect(page.getByRole('heading', { name: `회원 정보: ${BLOCKED_MEMBER.nickname}` })).toBeVisible();
  await expect(page.getByRole('button', { name: '이용 정지' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '개인정보 내보내기 (JSON)' })).toHaveCount(0);
  const pk = page.url().split('/').pop();
  expect((await page.request.get(`/admin/ko/members/${pk}/export`)).status()).toBe(403);
  await expectAccessible(page, 'member record (support, Korean)');
  await context.close();
});

test("a venue manager sees their venue's day and keys, and another venue's keys are not found", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await virtualAuthenticator(page);
  await page.goto(onServer(enrolmentLinks().manager));
  await passkeyStep(page, 'Create a passkey');
  await expect(page.getByText(/^Your venues: /)).toBeVisible();
  // Their venue's money, never the network's machinery; no members or inquiries in the navigation.
  await expect(page.locator('dt', { hasText: 'Card money, net' })).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Jobs and mail' })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Open inquiries' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Console', exact: true });
  await expect(nav.getByRole('link', { name: 'Venue keys' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expectAccessible(page, 'console home (venue manager)');

  await page.goto('/admin/en/venues?venue=1');
  await expect(page.getByRole('option')).toHaveCount(2);
  const other = await page.goto('/admin/en/venues?venue=2');
  expect(other?.status()).toBe(404);
  await page.goto('/admin/en/members');
  await expect(page.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await context.close();
});
