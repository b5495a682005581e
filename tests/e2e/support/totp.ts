import { createHmac } from 'node:crypto';

/**
 * An authenticator app, for the console security spec: RFC 6238 codes (SHA-1, 6 digits, 30 s) from
 * the base32 key the console shows. Written apart from lib/portal/staff/totp.ts (server-only), so the spec
 * checks the console against the standard, not against itself.
 */
export const stepAt = (ms: number) => Math.floor(ms / 30_000);

export function codeFor(base32: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
