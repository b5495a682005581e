import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/lib/config/env';
import { pathInLocale, type Locale } from '@/lib/domain/locale';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const from = () => env.mailFrom;

type Transporter = { sendMail(message: Record<string, unknown>): Promise<unknown> };
let transporter: Promise<Transporter> | undefined;

function smtp(): Promise<Transporter> {
  transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(env.smtpUrl!));
  return transporter;
}

/**
 * Sends a mail through SMTP_URL, or, with no mail server configured, writes it to ./data/outbox
 * (one .eml file each) and prints its links, so a fresh machine can still verify accounts.
 */
export async function sendMail(mail: Mail): Promise<void> {
  if (env.smtpUrl) {
    await (await smtp()).sendMail({ from: from(), ...mail });
    return;
  }
  const outbox = path.join(env.dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
  const message = [`From: ${from()}`, `To: ${mail.to}`, `Subject: ${mail.subject}`, 'Content-Type: text/plain; charset=utf-8', '', mail.text].join('\r\n');
  await fs.writeFile(path.join(outbox, name), message);
  const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
  console.log(`[mail] to ${mail.to}: "${mail.subject}" written to data/outbox/${name}${links.length ? `\n[mail]   ${links.join('\n[mail]   ')}` : ''}`);
}

/**
 * An absolute link for a mail, built from APP_URL and never from the request's Host header
 * (design.md §5), to the page in the reader's language when one is given.
 */
export function appLink(pathWithQuery: string, locale?: Locale): string {
  return new URL(locale ? pathInLocale(locale, pathWithQuery) : pathWithQuery, env.appUrl + '/').toString();
}
