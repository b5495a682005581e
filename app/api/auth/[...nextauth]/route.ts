import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { authOptions, socialLocale, socialPurpose } from '@/lib/portal/auth/next-auth';

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: NextRequest, context: Context) {
  return (NextAuth(authOptions(socialLocale(request), socialPurpose(request))) as unknown as (request: NextRequest, context: Context) => Promise<Response>)(request, context);
}

export { handler as GET };

/**
 * Apple answers with response_mode=form_post: a cross-site POST, on which SameSite=Lax cookies
 * (next-auth's state, PKCE and nonce cookies, like our session cookie) are not sent. The POST is
 * turned into a 303 redirect to the same callback as a GET with the fields in the query: a
 * top-level GET navigation, on which the browser does send Lax cookies, so the checks pass
 * without weakening any cookie to SameSite=None.
 */
export async function POST(request: NextRequest, context: Context) {
  const { nextauth } = await context.params;
  if (nextauth[0] === 'callback' && nextauth[1] === 'apple' && !request.cookies.has('next-auth.state') && !request.cookies.has('__Secure-next-auth.state')) {
    const form = await request.formData();
    const target = new URL(request.nextUrl.pathname, request.nextUrl.origin);
    form.forEach((value, key) => typeof value === 'string' && target.searchParams.set(key, value));
    return NextResponse.redirect(target, 303);
  }
  return handler(request, context);
}
