import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { mailOutbox } from '@/lib/member-api/db/schema';
import { pathInLocale, type Locale } from '@/lib/shared/domain/locale';
import { securityEvent } from '@/lib/shared/log/security';
import { registerMetricSource } from '@/lib/shared/observability/count.mjs';
import { rateLimit } from '@/lib/shared/rate-limit';
import { singleLine } from '@/lib/shared/validation/control-characters';

/** A file sent with a mail; `cid` makes an image shown inside the HTML part (<img src="cid:…">). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * A mail to a member's own verified address about what they did themselves (a bay booking's
   * confirmation, cancellation, receipts): not counted against the recipient's quota, which is there
   * so nobody can aim the portal's forms at someone else's address. Four bookings and two
   * cancellations in an hour must not cost the member their own confirmations.
   */
  own?: boolean;
}

const from = () => env.mailFrom;

/**
 * Mails per recipient address within MAIL_QUOTA_WINDOW_MS (ASVS 2.4.1): sign-up, reset and inquiry
 * acknowledgements all count, so nobody can turn the portal's forms into a mail cannon aimed at
 * one address; past the quota a mail is dropped and logged (its sender was answered long ago).
 */
export const MAIL_QUOTA_PER_RECIPIENT = 10;
export const MAIL_QUOTA_WINDOW_MS = 60 * 60 * 1000;
/** Attempts to deliver one mail, and the longest wait between two (1 s doubling to 5 min: about 12 h in all). */
export const MAIL_MAX_ATTEMPTS = 150;
const MAIL_MAX_BACKOFF_MS = 5 * 60 * 1000;

type Transporter = { sendMail(message: Record<string, unknown>): Promise<unknown>; close?(): void };
let transporter: Promise<Transporter> | undefined;

function smtp(): Promise<Transporter> {
  // nodemailer's defaults wait up to 2 min to connect and 10 min on a silent socket: a stalled mail
  // server then holds a delivery for that long. These bound every delivery attempt to seconds.
  transporter ??= import('nodemailer').then((nodemailer) =>
    nodemailer.createTransport({ url: env.smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000, dnsTimeout: 5_000 } as never),
  );
  return transporter;
}

/**
 * Header values on one line: a subject made of what a visitor typed (an inquiry's title) can never
 * add a header such as Bcc (ASVS 1.3.11 / 5.2.x mail injection).
 */
function headerSafe(mail: Mail): Mail {
  return { ...mail, to: singleLine(mail.to), subject: singleLine(mail.subject) };
}

async function deliver(mail: Mail): Promise<void> {
  if (env.smtpUrl) {
    const { attachments, ...rest } = mail;
    await (await smtp()).sendMail({ from: from(), ...rest, ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a, encoding: 'base64' })) } : {}) });
    return;
  }
  const outbox = path.join(env.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
  const files = mail.attachments?.length ? `\n\n[attachments: ${mail.attachments.map((a) => a.filename).join(', ')}]` : '';
  const message = [`From: ${from()}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, 'Content-Type: text/plain; charset=utf-8', '', mail.text + files].join('\r\n');
  await fs.writeFile(path.join(outbox, name), message);
  // A developer's machine has no mail server: the links are printed so accounts can be confirmed.
  // Never in production, where a log reader must not be able to use someone's reset link.
  const links = env.production ? [] : (mail.text.match(/https?:\/\/\S+/g) ?? []);
  console.log(`[mail] "${mail.subject}" written to data/outbox/${name}${links.length ? `\n[mail]   ${links.join('\n[mail]   ')}` : ''}`);
}

/** How long a sender holds a claimed mail: longer than one attempt can take (connect 5 s + greeting 5 s + socket 10 s). */
export const MAIL_CLAIM_MS = 60 * 1000;
/** How often a process looks for mail it did not queue itself (left by a stopped process, or retried by another). */
const MAIL_SWEEP_MS = 60 * 1000;

/** The sender of one database in this process (Next's module graphs and instrumentation share it). */
interface Sender {
  running: boolean;
  stopped: boolean;
  timer?: NodeJS.Timeout;
  sweep?: NodeJS.Timeout;
  /** The attempt under way, so a stop can wait for it. */
  current?: Promise<void>;
  idle: (() => void)[];
}
const sendersKey = Symbol.for('clubhouse.mailSenders');
function senders(): Map<Database, Sender> {
  const holder = globalThis as { [sendersKey]?: Map<Database, Sender> };
  holder[sendersKey] ??= new Map();
  return holder[sendersKey];
}
function sender(db: Database): Sender {
  let found = senders().get(db);
  if (!found) senders().set(db, (found = { running: false, stopped: false, idle: [] }));
  return found;
}

const backoff = (attempts: number) => Math.min(MAIL_MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));

/**
 * Takes the next due mail for one attempt. One statement: the row lock and SKIP LOCKED keep two
 * senders (two instances on PostgreSQL) from taking the same mail; a claim whose lease ran out (its
 * process stopped mid-attempt) may be taken again.
 */
async function claimNext(db: Database): Promise<typeof mailOutbox.$inferSelect | undefined> {
  const now = new Date();
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(lte(mailOutbox.notBefore, now), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))))
    .orderBy(asc(mailOutbox.notBefore), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + MAIL_CLAIM_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row;
}

async function attempt(db: Database, row: typeof mailOutbox.$inferSelect): Promise<void> {
  try {
    await deliver({ to: row.recipient, subject: row.subject, text: row.body, ...(row.html ? { html: row.html } : {}), ...(row.attachments ? { attachments: row.attachments } : {}) });
  } catch (error) {
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    if (attempts >= MAIL_MAX_ATTEMPTS) {
      console.error(`[mail] gave up on a mail after ${attempts} attempts: ${message}`);
      await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
    } else {
      await db
        .update(mailOutbox)
        .set({ attempts, notBefore: new Date(Date.now() + backoff(attempts)), claimedUntil: null, lastError: message.slice(0, 500) })
        .where(eq(mailOutbox.id, row.id));
      console.warn(`[mail] delivery failed (attempt ${attempts}), retrying in ${backoff(attempts)} ms: ${message}`);
    }
    return;
  }
  // Accepted by the mail server: gone from the queue. (A process stopped between the two would send
  // it again after the lease: at least once, as with any SMTP queue.)
  await db.delete(mailOutbox).where(eq(mailOutbox.id, row.id));
}

const waitingCount = async (db: Database) => (await db.select({ n: count() }).from(mailOutbox))[0].n;

/** Sends every due mail of the queue, one after another, then sleeps until the next one is due. */
async function drain(db: Database): Promise<void> {
  const state = sender(db);
  if (state.running || state.stopped) return;
  state.running = true;
  let nextDue: Date | undefined;
  let remaining = 0;
  try {
    for (;;) {
      if (state.stopped) break;
      const row = await claimNext(db);
      if (!row) break;
      state.current = attempt(db, row);
      await state.current;
    }
    if (!state.stopped) {
      remaining = await waitingCount(db);
      if (remaining) {
        // The earliest moment a mail is due again: its wait after a failure, or the end of another sender's claim.
        const [next] = await db.select({ at: sql<string>`min(greatest(${mailOutbox.notBefore}, coalesce(${mailOutbox.claimedUntil}, ${mailOutbox.notBefore})))` }).from(mailOutbox);
        nextDue = next?.at ? new Date(next.at) : undefined;
      }
    }
  } catch (error) {
    // The database is away (down, or closed under a test): the periodic sweep or the next mail tries again.
    const message = error instanceof Error ? error.message : String(error);
    if (/closed/i.test(message)) state.stopped = true;
    else console.warn(`[mail] queue paused: ${message}`);
  } finally {
    state.running = false;
    state.current = undefined;
  }
  clearTimeout(state.timer);
  if (state.stopped) return;
  if (nextDue) {
    state.timer = setTimeout(() => void drain(db), Math.max(0, nextDue.getTime() - Date.now()));
    state.timer.unref?.();
  }
  if (!remaining) for (const resolve of state.idle.splice(0)) resolve();
}

/**
 * Queues a mail and returns at once: the mail is a row of mail_outbox, delivered off the request
 * path with retries and growing waits while the mail server is down or stalled (each attempt bounded
 * to seconds), so a sign-up or an inquiry never waits on SMTP, and a restart or a crash loses no mail
 * (the next start sends what is left: startMailQueue). Through SMTP_URL, or without it into
 * ./data/outbox. Header values are kept to one line. Resolves false when the recipient's quota is
 * spent (the mail is dropped).
 */
export async function sendMail(db: Database, mail: Mail): Promise<boolean> {
  const { own, ...rest } = mail;
  const safe = headerSafe(rest);
  const quota = own ? { ok: true } : await rateLimit('mail-recipient', safe.to.toLowerCase(), MAIL_QUOTA_PER_RECIPIENT, MAIL_QUOTA_WINDOW_MS);
  if (!quota.ok) {
    securityEvent('mail.quota', { outcome: 'refused', recipientDomain: safe.to.split('@')[1] ?? '' });
    return false;
  }
  await db.insert(mailOutbox).values({ recipient: safe.to, subject: safe.subject, body: safe.text, html: safe.html ?? null, attachments: safe.attachments?.length ? safe.attachments : null, notBefore: new Date() });
  void drain(db);
  return true;
}

/**
 * Starts this process's sender (instrumentation.ts, after the migrations): it sends what an earlier
 * process left in the queue, and looks again every minute for mail another instance queued or failed.
 */
export function startMailQueue(db: Database): void {
  const state = sender(db);
  state.stopped = false;
  // /metrics: the outbox's length when scraped (server/metrics.mjs).
  registerMetricSource('mailOutbox', async () => {
    const [row] = await db
      .select({ waiting: sql<number>`count(*)::int`, failing: sql<number>`(count(*) filter (where ${mailOutbox.attempts} > 0))::int` })
      .from(mailOutbox);
    return { waiting: row?.waiting ?? 0, failing: row?.failing ?? 0 };
  });
  if (!state.sweep) {
    state.sweep = setInterval(() => void drain(db), MAIL_SWEEP_MS);
    state.sweep.unref?.();
  }
  void drain(db);
}

/** Stops this process's sender after the attempt under way (graceful shutdown, tests); queued mail stays queued. */
export async function stopMailQueue(db: Database): Promise<void> {
  const state = sender(db);
  state.stopped = true;
  clearTimeout(state.timer);
  clearInterval(state.sweep);
  state.sweep = undefined;
  await state.current?.catch(() => {});
  senders().delete(db);
}

/** Resolves when every queued mail has been delivered or given up (tests; graceful shutdown). */
export async function mailQueueIdle(db: Database): Promise<void> {
  const state = sender(db);
  if (!state.running && !(await waitingCount(db))) return;
  await new Promise<void>((resolve) => {
    state.idle.push(resolve);
    void drain(db);
  });
}

/** Forgets the transport (a test points SMTP_URL at another server). */
export function resetMailTransport(): void {
  transporter = undefined;
}

/**
 * An absolute link for a mail, built from APP_URL and never from the request's Host header
 * (design.md §5), to the page in the reader's language when one is given.
 */
export function appLink(pathWithQuery: string, locale?: Locale): string {
  return new URL(locale ? pathInLocale(locale, pathWithQuery) : pathWithQuery, env.appUrl + '/').toString();
}
