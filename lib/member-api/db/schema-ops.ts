/**
 * Operations' own tables (issue 25): what a deployment must keep consistent across its instances.
 */
import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per shared secret (SESSION_PASSWORD, NEXTAUTH_SECRET, VENUE_KEYS_SECRET): a fingerprint
 * (HMAC-SHA-256 keyed by the secret over a fixed label, lib/shared/config/secret-fingerprints.ts), never the
 * secret. Written by the first instance that starts on the database; every later start compares its
 * own, so an instance with other secrets refuses to start instead of logging members out or failing
 * to read the venues' keys.
 */
export const deploymentSecrets = pgTable('deployment_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
