import 'server-only';
import { cache } from 'react';
import { readSession } from '@/lib/portal/auth/session';
import { callUpstream } from '@/lib/upstream/client';
import type { InputOf } from '@/lib/upstream/operations';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { InquiryInput } from '@/lib/shared/validation/inquiry';
import { readShared } from './read';

/** Through the read table: kept under the `notices` tag, which the console's changes expire. */
export async function getNoticeList(query: InputOf<'noticeList'>) {
  return readShared('noticeList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getNotice = cache(async (lang: Lang, noticeno: number) => readShared('noticeView', { lang, noticeno }));

/** One view of a notice, sent by the page's beacon; the member API counts an address once a day. */
export function countNoticeView(noticeno: number, caller: { ip?: string; userAgent?: string }) {
  return callUpstream('noticeViewCount', { noticeno }, caller);
}

export async function getResourceList(query: InputOf<'resourceList'>) {
  return callUpstream('resourceList', query);
}

/** Cached per request: the page and its metadata share one call. */
export const getResource = cache(async (lang: Lang, resourceno: number) => callUpstream('resourceView', { lang, resourceno }));

export async function countResourceDownload(resourceno: number) {
  return callUpstream('resourceDownload', { resourceno });
}

/** Sends an inquiry as the logged-in member when there is one, so it appears in their own list. */
export async function sendInquiry(input: InquiryInput & { lang: Lang }, meta: { ip?: string; userAgent?: string }) {
  const session = await readSession();
  return callUpstream('inquiryWrite', input, { token: session?.token, ...meta });
}

/** The logged-in member's own inquiries, or null for a visitor. */
export async function getMyInquiries(pageno: number, pagesize: number) {
  const session = await readSession();
  if (!session?.token) return null;
  return callUpstream('inquiryList', { pageno, pagesize }, { token: session.token });
}

