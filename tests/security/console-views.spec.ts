import http from 'node:http';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { consoleActions, enrolmentLinks, onServer, passkeyStep, virtualAuthenticator } from '../e2e/support/console';
import { XSS } from '../e2e/support/console-views';

/**
 * The operator console on the production build against security requirements 21, 23, 24, 27 and 28
 * (tests/security/README.md): what members, visitors and staff wrote renders as text in every console
 * view that shows it (tests/e2e/fixtures/console-views.ts files it); the edge answers the console's
 * paths 415 and 413; a forced exception tells nothing; the code sign-in form meets the guessing
 * budget with a proof it solves itself; the passkey ceremonies answer 429 past their limit. One staff account (scripts/e2e-server.mjs: `conview`), one enrolment: 3 of the 20 ceremonies
 * an address may start a minute. The limit itself is reached from a loopback address of the test's own
 * (127.0.0.x: the server sees the socket's address, not a header), so no other spec ever meets it.
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  await virtualAuthenticator(page);
  await page.goto(onServer(enrolmentLinks().conview));
  await passkeyStep(page, 'Create a passkey');
});
test.afterAll(async () => {
  await context?.close();
});

test('ASVS 6.3.1 (req. 27): past the guessing budget the code sign-in form solves the proof by itself and sends the same code again, never a lockout', async ({ browser }) => {
  const fresh = await browser.newContext();
  const signin = await fresh.newPage();
  // An account nobody has (counted exactly like a real one): five wrong codes spend its budget.
  const email = `guess-${Date.now()}@clubhouse.test`;
  const refused = 'That e-mail and code do not match a staff account. Check both and try again.';
  const form = signin.getByRole('form', { name: 'No passkey with you?' });
  // The button waits for hydration (a form sent before it would go out as the browser's own POST).
  const attempt = async (timeout?: number) => {
    await form.getByLabel('Staff e-mail').fill(email);
    await form.getByLabel('Code', { exact: true }).fill('123456');
    await form.getByRole('button', { name: 'Sign in with a code' }).click();
    await expect(form.getByRole('alert')).toHaveText(refused, { timeout });
  };
  await signin.goto('/admin/en/signin');
  for (let i = 0; i < 5; i += 1) {
    await signin.reload();
    await attempt();
  }
  // The sixth: asked for a proof, the browser fetches a challenge, solves it and sends the same
  // e-mail and code again; the answer is the code's own (a refusal here), not a lock.
  await signin.reload();
  const posts: string[] = [];
  signin.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/admin/en/signin') posts.push(request.postData() ?? '');
  });
  // The proof costs the browser about 2^15 hashes by design: on a busy machine, seconds.
  await attempt(30_000);
  expect(posts).toHaveLength(3);
  expect(posts[0]).not.toContain('"proof"');
  expect(posts[2]).toMatch(/"proof":"pow\./);
  await fresh.close();
});

/** Elements a payload would have made had it been parsed as HTML, and whether any script ran it. */
async function injected(view: Page) {
  return view.evaluate(() => ({
    elements: document.querySelectorAll('img[src="x"], svg[onload], iframe, [onerror], [onload]').length,
    scripts: [...document.scripts].filter((script) => script.text.trim() === 'xss()').length,
    ran: (window as unknown as { xssRan?: boolean }).xssRan === true,
  }));
}

/** The view shows `text` as text (the characters on screen), and nothing of it became markup. */
async function expectText(view: Page, text: string, where: string) {
  await expect(view.locator('main'), where).toContainText(text);
  expect(await injected(view), where).toEqual({ elements: 0, scripts: 0, ran: false });
}

test('ASVS 1.2.1 / 3.2.2 (req. 21): a nickname, an inquiry, a lesson comment and its reason, a notice title and a venue name render as text in every console view that shows them', async () => {
  test.setTimeout(120_000);
  // Were anything to run, it would call xss(): the trap is set before any page script.
  await context.addInitScript(() => {
    (window as unknown as { xss: () => void }).xss = () => {
      (window as unknown as { xssRan: boolean }).xssRan = true;
    };
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // A member's nickname: the search, the member's record, and their comment's row.
  await page.goto(`/admin/en/members?q=${XSS.member.playerId}`);
  await expectText(page, XSS.member.nickname, 'member search');
  await page.getByRole('link', { name: /^\d+$/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/en\/members\/\d+$/);
  await expectText(page, XSS.member.nickname, 'member record');

  // A visitor's inquiry: the queue and the inquiry itself.
  await page.goto('/admin/en/inquiries');
  await expectText(page, XSS.inquiry.title, 'inquiry queue');
  await page.getByRole('link', { name: XSS.inquiry.title }).click();
  await expectText(page, XSS.inquiry.title, 'inquiry');
  await expectText(page, XSS.inquiry.body, 'inquiry');

  // A lesson comment, its writer and the reason it was hidden.
  await page.goto('/admin/en/lessons?state=hidden');
  await expectText(page, XSS.comment.body, 'lesson comments');
  await expectText(page, XSS.comment.reason, 'lesson comments');
  await expectText(page, XSS.member.nickname, 'lesson comments');

  // A notice's title: the list and the editor's field (a value, not markup).
  await page.goto('/admin/en/notices?state=draft');
  await expectText(page, XSS.notice.title, 'notice list');
  await page.getByRole('link', { name: XSS.notice.title }).first().click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(XSS.notice.title);
  expect(await injected(page), 'notice editor').toEqual({ elements: 0, scripts: 0, ran: false });

  // A venue's name, typed in the console: its page, the venue list, the dashboard and the audit log's
  // before/after. Put back afterwards whatever happens (the public pages show venue names too).
  await page.goto('/admin/en/venues');
  const shopno = (await page.locator('#venue-pick option').evaluateAll((list) => list.filter((o) => (o as HTMLOptionElement).value && !o.textContent!.includes('E2E')).map((o) => (o as HTMLOptionElement).value))).at(-2)!;
  await page.goto(`/admin/en/venues/${shopno}`);
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  const name = details.getByLabel('Name (English)');
  // The form's values arrive with React (react-hook-form fills its fields once hydrated): read the
  // name once it is there, or the clean-up below would put back an empty one.
  await expect(name).not.toHaveValue('', { timeout: 15_000 });
  const original = await name.inputValue();
  // Once the values are in, the form is hydrated and its Save button enabled: one click saves.
  const saveName = async (value: string) => {
    await expect(name).not.toHaveValue('', { timeout: 15_000 });
    await name.fill(value);
    await details.getByRole('button', { name: 'Save' }).click();
    await expect(details.getByRole('status')).toHaveText(/^Saved/);
  };
  try {
    await saveName(XSS.venue);
    await page.reload();
    await expectText(page, XSS.venue, 'venue page');
    await page.goto('/admin/en/venues');
    await expect(page.locator('#venue-pick option', { hasText: XSS.venue })).toHaveCount(1);
    expect(await injected(page), 'venue list').toEqual({ elements: 0, scripts: 0, ran: false });
    await page.goto('/admin/en/audit?action=venues.details');
    await expectText(page, XSS.venue, 'audit log');
  } finally {
    await page.goto(`/admin/en/venues/${shopno}`);
    await saveName(original);
  }
  expect(dialogs).toEqual([]);
});

/** A raw request from a loopback address of our own choosing (the server keys per-address limits on the socket's). */
function rawPost(baseURL: string, path: string, headers: Record<string, string>, body: Buffer | string | { chunked: number }, localAddress?: string) {
  const target = new URL(baseURL);
  return new Promise<{ status: number; text: string; sent: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      { host: '127.0.0.1', port: target.port, path, method: 'POST', localAddress, headers: { host: target.host, origin: target.origin, ...headers } },
      (response) => {
        answered = true;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text, sent }));
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    if (typeof body === 'object' && 'chunked' in body) {
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      // At most a chunk a millisecond (64 MiB/s), as a client on a real network would: unpaced on a
      // quiet loopback, the socket buffers took the whole body before the server began to read it,
      // and the 413 it answered at 1 MiB came after the last byte was written.
      const pump = () => {
        if (answered) return;
        if (sent >= body.chunked) return void request.end();
        sent += chunk.length;
        if (request.write(chunk)) setTimeout(pump, 1);
        else request.once('drain', pump);
      };
      pump();
    } else {
      sent = Buffer.byteLength(body);
      request.end(body);
    }
  });
}

test('ASVS 1.3.11 / 15.2 (req. 23): the console’s route handler and server actions answer a wrong content type 415 and an oversized body 413', async ({ baseURL, request }) => {
  const cookie = (await context.cookies()).filter((c) => c.name.endsWith('clubhouse_staff')).map((c) => `${c.name}=${c.value}`).join('; ');
  const { setMemberBlock } = consoleActions();
  const action = { 'next-action': setMemberBlock?.id ?? '7f00c0ffee', accept: 'text/x-component', cookie };

  const xml = await request.post('/admin/en/signout', { headers: { 'content-type': 'application/xml', cookie }, data: '<signout/>', maxRedirects: 0 });
  expect(xml.status(), 'the sign-out route handler').toBe(415);
  const html = await request.post('/admin/en/members/1', { headers: { ...action, 'content-type': 'text/html' }, data: '<p>[1]</p>', maxRedirects: 0 });
  expect(html.status(), 'a server action').toBe(415);

  // Declared past the 1 MiB limit: answered from the headers, the body never read.
  const declared = await rawPost(baseURL!, '/admin/en/members/1', { ...action, 'content-type': 'text/plain;charset=UTF-8', 'content-length': String(2 * 1024 * 1024) }, Buffer.alloc(64 * 1024, 0x61));
  expect(declared.status, 'a server action with a declared 2 MiB body').toBe(413);
  // Chunked, so no length is declared: cut off once it passes the limit.
  const chunked = await rawPost(baseURL!, '/admin/en/members/1', { ...action, 'content-type': 'text/plain;charset=UTF-8', 'transfer-encoding': 'chunked' }, { chunked: 20 * 1024 * 1024 });
  expect(chunked.status, 'a chunked server action body').toBe(413);
  expect(chunked.sent).toBeLessThan(20 * 1024 * 1024);
  const signout = await rawPost(baseURL!, '/admin/en/signout', { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked', cookie }, { chunked: 4 * 1024 * 1024 });
  expect(signout.status, 'a chunked body to the sign-out').toBe(413);

  // None of it signed the staff member out.
  expect((await request.get('/admin/en', { headers: { cookie }, maxRedirects: 0 })).status()).toBe(200);
});

test('ASVS 16.5.1 / 13.4.2 (req. 24): a forced exception in the console answers without stack, paths, SQL or x-powered-by', async ({ request }) => {
  const cookie = (await context.cookies()).filter((c) => c.name.endsWith('clubhouse_staff')).map((c) => `${c.name}=${c.value}`).join('; ');
  // Next's router-state header that cannot be read: an exception thrown inside the server, before any page code.
  const headers = { RSC: '1', 'Next-Router-State-Tree': '%7Bnot-json' };
  for (const [path, withCookie] of [['/admin/en/signin', false], ['/admin/ko', true], ['/admin/en/members/1', true]] as const) {
    const sent = { ...headers, ...(withCookie ? { cookie } : {}) };
    let response = await request.get(path, { headers: sent, maxRedirects: 0 });
    if (response.status() === 307) response = await request.get(response.headers()['location'], { headers: sent, maxRedirects: 0 });
    expect(response.status(), path).toBe(500);
    const body = await response.text();
    expect(body.length, path).toBeLessThan(200);
    expect(body, path).not.toMatch(/\bat\s+\S+\s+\(|\.(?:m?js|tsx?):\d+|node_modules|\/work\/|SyntaxError|JSON|SELECT|INSERT|staff_sessions/i);
    expect(response.headers()['x-powered-by'], path).toBeUndefined();
    expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
  }
  // Nothing in the console answers with the framework's name.
  for (const path of ['/admin/en/signin', '/admin/en']) expect((await request.get(path, { headers: { cookie }, maxRedirects: 0 })).headers()['x-powered-by'], path).toBeUndefined();
});

test('ASVS 2.4.1 (req. 28): the passkey ceremonies answer 429 with retryAfter past 20 a minute from one address; another address still starts one', async ({ baseURL, request }) => {
  const host = new URL(baseURL!).hostname;
  test.skip(host !== 'localhost' && host !== '127.0.0.1', 'needs the portal on this machine: the test picks its own loopback address');
  const { beginSignIn } = consoleActions();
  // An address no other request of the suite uses (a fresh one per run, so a rerun within the minute starts clean).
  const own = `127.0.${1 + Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;
  const call = (localAddress?: string) =>
    rawPost(baseURL!, beginSignIn.page, { 'next-action': beginSignIn.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' }, '[]', localAddress);
  for (let i = 0; i < 20; i += 1) {
    const answer = await call(own);
    expect(answer.status).toBe(200);
    expect(answer.text, `ceremony ${i + 1} of 20`).toContain('challengeId');
  }
  const limited = await call(own);
  expect(limited.text).toMatch(/"code":429/);
  expect(limited.text).toContain('admin.errors.tooMany');
  const retryAfter = Number(/"retryAfter":(\d+)/.exec(limited.text)?.[1]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(limited.text).not.toContain('challengeId');
  // The suite's own address is not concerned: the browser's sign-in page still starts a ceremony.
  const other = await request.post(beginSignIn.page, { headers: { 'next-action': beginSignIn.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: new URL(baseURL!).origin }, data: '[]' });
  expect(await other.text()).toContain('challengeId');
});
