import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  /** The message with its body decoded, so a test can look for a link or a sentence in it. */
  text: string;
  /** The message exactly as received (a multipart mail's attachments are read from it). */
  raw: string;
}

/**
 * The message with its body decoded: nodemailer sends a mostly non-ASCII (Korean) body in base64 and
 * long lines quoted-printable. Headers stay as they came (a Subject is RFC 2047-encoded).
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).trim();
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return `${headers}\n\n${Buffer.from(body, 'base64').toString('utf8')}`;
  const text = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A real SMTP server on loopback that keeps every mail it receives, one entry per recipient. */
export async function startMailCatcher(): Promise<{ url: string; mails: CaughtMail[]; close: () => Promise<void> }> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const text = readableMail(raw);
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address, text, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
