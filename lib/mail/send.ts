import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { pathInLocale, type Locale } from '@/lib/domain/locale';
import { securityEvent } from '@/lib/log/security';
import { rateLimit } from '@/lib/rate-limit';
import { singleLine } from '@/lib/validation/control-characters';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
/** Mails waiting at most; beyond it the oldest waiting mail is dropped (a stuck server must not eat the memory). */
const MAIL_QUEUE_MAX = 10_000;

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
    await (await smtp()).sendMail({ from: from(), ...mail });
    return;
  }
  const outbox = path.join(env.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
  const message = [`From: ${from()}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, 'Content-Type: text/plain; charset=utf-8', '', mail.text].join('\r\n');
  await fs.writeFile(path.join(outbox, name), message);
  // A developer's machine has no mail server: the links are printed so accounts can be confirmed.
  // Never in production, where a log reader must not be able to use someone's reset link.
  const links = env.production ? [] : (mail.text.match(/https?:\/\/\S+/g) ?? []);
  console.log(`[mail] "${mail.subject}" written to data/outbox/${name}${links.length ? `\n[mail]   ${links.join('\n[mail]   ')}` : ''}`);
}

interface Queued {
  mail: Mail;
  attempts: number;
  notBefore: number;
}

/** The process's queue (one per process, shared by Next's module graphs and instrumentation). */
interface MailQueue {
  waiting: Queued[];
  running: boolean;
  timer?: NodeJS.Timeout;
  idle: (() => void)[];
}
const queueKey = Symbol.for('clubhouse.mailQueue');
function queue(): MailQueue {
  const holder = globalThis as { [queueKey]?: MailQueue };
  holder[queueKey] ??= { waiting: [], running: false, idle: [] };
  return holder[queueKey];
}

const backoff = (attempts: number) => Math.min(MAIL_MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));

async function drain(): Promise<void> {
  const q = queue();
  if (q.running) return;
  q.running = true;
  try {
    for (;;) {
      const now = Date.now();
      const index = q.waiting.findIndex((item) => item.notBefore <= now);
      if (index < 0) break;
      const [item] = q.waiting.splice(index, 1);
      try {
        await deliver(item.mail);
      } catch (error) {
        item.attempts += 1;
        if (item.attempts >= MAIL_MAX_ATTEMPTS) {
          console.error(`[mail] gave up on a mail after ${item.attempts} attempts: ${error instanceof Error ? error.message : error}`);
        } else {
          item.notBefore = Date.now() + backoff(item.attempts);
          q.waiting.push(item);
          console.warn(`[mail] delivery failed (attempt ${item.attempts}), retrying in ${backoff(item.attempts)} ms: ${error instanceof Error ? error.message : error}`);
        }
      }
    }
  } finally {
    q.running = false;
  }
  if (q.waiting.length) {
    const next = Math.max(0, Math.min(...q.waiting.map((item) => item.notBefore)) - Date.now());
    clearTimeout(q.timer);
    q.timer = setTimeout(() => void drain(), next);
    q.timer.unref?.();
  } else for (const resolve of q.idle.splice(0)) resolve();
}

/**
 * Queues a mail and returns at once: delivery happens off the request path, with retries and
 * growing waits while the mail server is down or stalled (each attempt bounded to seconds), so a
 * sign-up or an inquiry never waits on SMTP and the mail still goes out when the server is back.
 * Through SMTP_URL, or without it into ./data/outbox. Header values are kept to one line.
 * Resolves false when the recipient's quota is spent (the mail is dropped).
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  const safe = headerSafe(mail);
  const quota = await rateLimit('mail-recipient', safe.to.toLowerCase(), MAIL_QUOTA_PER_RECIPIENT, MAIL_QUOTA_WINDOW_MS);
  if (!quota.ok) {
    securityEvent('mail.quota', { outcome: 'refused', recipientDomain: safe.to.split('@')[1] ?? '' });
    return false;
  }
  const q = queue();
  if (q.waiting.length >= MAIL_QUEUE_MAX) q.waiting.shift();
  q.waiting.push({ mail: safe, attempts: 0, notBefore: 0 });
  void drain();
  return true;
}

/** Resolves when every queued mail has been delivered or given up (tests; graceful shutdown). */
export function mailQueueIdle(): Promise<void> {
  const q = queue();
  if (!q.waiting.length && !q.running) return Promise.resolve();
  return new Promise((resolve) => q.idle.push(resolve));
}

/** Mails waiting to be delivered (readiness and tests). */
export const queuedMailCount = () => queue().waiting.length + (queue().running ? 1 : 0);

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
