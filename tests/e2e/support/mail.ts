import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folder where scripts/e2e-server.mjs's loopback SMTP server writes every mail it receives. */
export const mailDir = process.env.E2E_MAIL_DIR || path.join(os.tmpdir(), 'clubhouse-e2e-mail');

/** Decodes quoted-printable bodies, which nodemailer uses for long lines. */
function decode(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Waits for the newest mail to `to` whose text matches `pattern`, and returns the decoded text. */
export async function waitForMail(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).sort().reverse() : [];
    for (const file of files) {
      const text = decode(fs.readFileSync(path.join(mailDir, file), 'utf8'));
      if (text.includes(`X-Envelope-To: ${to}`) && pattern.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
}

export function linkIn(text: string, pathPart: string): string {
  const match = new RegExp(`https?://\\S*${pathPart}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`No ${pathPart} link in the mail`);
  return match[0];
}
