import 'server-only';
import type { Database } from '@/lib/member-api/db/client';

export interface Member {
  playerPk: number;
  nickname: string;
  timezone: string;
  sessionId: number;
  /** Whether the member must still complete their profile (a provider's sign-up): sessionInfo's answer. */
  isInitialize: boolean;
}

/** What a handler knows about the call beside its input. */
export interface CallContext {
  db: Database;
  /** The bearer token, when one was sent. */
  token?: string;
  /** The member behind the token: always set for `auth: 'required'`, when valid for `optional`. */
  member?: Member;
  ip?: string;
  userAgent?: string;
}
