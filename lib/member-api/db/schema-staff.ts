/**
 * The operator console's staff (issue 24), kept apart from the members: a staff account is never a
 * player, signs in with a passkey (WebAuthn, user verification required: possession plus a PIN or
 * biometric, so every sign-in is multi-factor) and has sessions of its own. Tokens are stored as
 * SHA-256 hashes only; the audit log is append-only, enforced by a trigger (the custom migration
 * staff_sql).
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { inquiries, stores } from './schema';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => tz('created_at').notNull().defaultNow();

/** A member of staff. role: network_admin | venue_manager | support (lib/portal/staff/roles.ts). */
export const staff = pgTable(
  'staff',
  {
    staffId: serial('staff_id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    /** active | disabled: a disabled account signs in no more and its sessions are ended. */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** The venues a venue manager manages (other roles have none here). */
export const staffVenues = pgTable(
  'staff_venues',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    shopno: integer('shopno')
      .notNull()
      .references(() => stores.shopno),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.shopno] })],
);

/** A passkey: the WebAuthn credential's id and public key (COSE, base64url), with its signature counter. */
export const staffCredentials = pgTable(
  'staff_credentials',
  {
    credentialId: varchar('credential_id', { length: 1400 }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastUsedAt: tz('last_used_at'),
  },
  (t) => [index('staff_credentials_staff_idx').on(t.staffId)],
);

/**
 * Staff sessions: the cookie holds a random token, this row only its hash. Ends after 15 idle minutes
 * or 8 hours whatever happens, or when revoked. second_factor_at is the last passkey check in it:
 * dangerous actions need one within the last 5 minutes (re-authentication).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    createdAt: createdAt(),
    lastSeenAt: tz('last_seen_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    secondFactorAt: tz('second_factor_at').notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 255 }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-use enrolment links (npm run admin:create): the hash of the link's token, until it expires. */
export const staffEnrolments = pgTable('staff_enrolments', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.staffId),
  expiresAt: tz('expires_at').notNull(),
  usedAt: tz('used_at'),
  createdAt: createdAt(),
});

/**
 * WebAuthn challenges handed out and not yet answered (one use each, five minutes): the browser gets
 * the challenge, the cookie only this row's random id.
 */
export const staffChallenges = pgTable('staff_challenges', {
  id: varchar('id', { length: 64 }).primaryKey(),
  challenge: varchar('challenge', { length: 128 }).notNull(),
  /** signin | enrol | reauth */
  purpose: varchar('purpose', { length: 8 }).notNull(),
  staffId: integer('staff_id').references(() => staff.staffId),
  expiresAt: tz('expires_at').notNull(),
});

/**
 * Every staff action: who (id and the e-mail at the time), when, from where, what, on what, and the
 * record before and after. Append-only: the database refuses UPDATE, DELETE and TRUNCATE.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: tz('at').notNull().defaultNow(),
    staffId: integer('staff_id'),
    staffEmail: varchar('staff_email', { length: 254 }).notNull(),
    address: varchar('address', { length: 64 }),
    action: varchar('action', { length: 40 }).notNull(),
    target: varchar('target', { length: 120 }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('staff_audit_at_idx').on(t.at), index('staff_audit_staff_idx').on(t.staffId, t.at), index('staff_audit_action_idx').on(t.action, t.at)],
);

/** Who of the staff is answering an inquiry (the queue's "assigned to"); one row per assigned inquiry. */
export const staffInquiryAssignments = pgTable('staff_inquiry_assignments', {
  inquiryno: integer('inquiryno')
    .primaryKey()
    .references(() => inquiries.inquiryno),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.staffId),
  assignedAt: tz('assigned_at').notNull().defaultNow(),
});

/**
 * A staff member's TOTP authenticator (RFC 6238), the fallback second factor: its secret encrypted at
 * rest (AES-256-GCM, as venue keys are). A new secret waits in `pending_encrypted` until confirmed
 * with a code from it (the active one keeps working meanwhile); last_step is the last time step
 * accepted (a code is accepted once: a step at or before it is refused).
 */
export const staffTotp = pgTable('staff_totp', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staff.staffId),
  secretEncrypted: text('secret_encrypted'),
  pendingEncrypted: text('pending_encrypted'),
  confirmedAt: tz('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-use recovery codes: a random salt and SHA-256 of salt and code each, never the code itself. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    salt: varchar('salt', { length: 32 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_staff_idx').on(t.staffId)],
);

/**
 * A refund staff made from the console (issue 24 item 3), in full or in part, of a card payment:
 * an entry fee (`kind` 'entry', entry_payments) or a bay booking ('booking', booking_payments). The
 * payment's own refund columns keep the running total the member sees (MyZone); these rows are each
 * request, kept with the key the console form sent, so a double submit or a retry of the same
 * request finds its row and makes no second refund (Stripe gets the same Idempotency-Key too).
 */
export const staffRefunds = pgTable(
  'staff_refunds',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    paymentId: integer('payment_id').notNull(),
    /** Minor units of the payment's currency. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    /** pending (asked of Stripe or about to be), succeeded, failed. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    stripeRefundId: varchar('stripe_refund_id', { length: 255 }),
    reason: varchar('reason', { length: 500 }).notNull(),
    staffId: integer('staff_id').references(() => staff.staffId),
    createdAt: createdAt(),
    completedAt: tz('completed_at'),
  },
  (t) => [uniqueIndex('staff_refunds_key_idx').on(t.idempotencyKey), index('staff_refunds_payment_idx').on(t.kind, t.paymentId)],
);
