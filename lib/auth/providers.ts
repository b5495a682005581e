import 'server-only';

/** Which social logins are configured (their buttons only show then). */
export function socialProviders(): { google: boolean; apple: boolean } {
  return {
    google: Boolean(process.env.GOOGLE_CLIENT_ID?.trim() && process.env.GOOGLE_CLIENT_SECRET?.trim()),
    apple: Boolean(process.env.APPLE_CLIENT_ID?.trim() && process.env.APPLE_CLIENT_SECRET?.trim()),
  };
}
