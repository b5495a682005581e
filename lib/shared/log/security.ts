import 'server-only';
import pino from 'pino';
import { currentRequestId } from './json-console.mjs';

/**
 * Security events as one JSON line each (ASVS 16.2.1, 16.3.1): login success and failure, lockouts,
 * password changes and resets, session revocation, withdrawal, refused cross-site writes. Each line
 * names the account, the address and the outcome; never a password, token, cookie or mailed link
 * (pino's redact paths below drop them even if a caller passes one by mistake).
 * A neutral module: the member API and the portal both log through it.
 */
export type SecurityEvent =
  | 'login.success'
  | 'login.failure'
  | 'login.proof-required'
  | 'password.change'
  | 'password.reset'
  | 'session.revoke'
  | 'account.block'
  | 'account.withdraw'
  | 'account.restore'
  | 'request.refused'
  | 'mail.quota';

const REDACTED = ['password', 'password_re', 'token', 'authorization', 'cookie', 'link', 'signature', 'secret', '*.password', '*.token'];

const globalKey = Symbol.for('clubhouse.securityLog');
type Holder = { [globalKey]?: pino.Logger };

/** The process's security logger (one per process, shared by Next's separate module graphs). */
export function securityLogger(): pino.Logger {
  const holder = globalThis as Holder;
  holder[globalKey] ??= pino({
    name: 'security',
    level: process.env.SECURITY_LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    redact: { paths: REDACTED, censor: '[redacted]' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // The request the event belongs to, as in every other log line (lib/shared/log/json-console.mjs).
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
  return holder[globalKey];
}

/** Replaces the logger (tests read the lines they cause). */
export function setSecurityLogger(logger: pino.Logger): void {
  (globalThis as Holder)[globalKey] = logger;
}

export interface SecurityFields {
  account?: string | number;
  address?: string;
  outcome: 'ok' | 'refused' | 'failed';
  [field: string]: unknown;
}

export function securityEvent(event: SecurityEvent, fields: SecurityFields): void {
  const level = fields.outcome === 'ok' ? 'info' : 'warn';
  securityLogger()[level]({ event, ...fields }, event);
}
