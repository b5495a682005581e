import 'server-only';
import { env } from '@/lib/shared/config/env';

/** Which social logins are configured (their buttons only show then). */
export function socialProviders(): { google: boolean; apple: boolean } {
  return {
    google: Boolean(env.google),
    apple: Boolean(env.apple),
  };
}
