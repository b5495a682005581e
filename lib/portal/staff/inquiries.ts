import 'server-only';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { env } from '@/lib/shared/config/env';
import type { Database } from '@/lib/member-api/db/client';
import { inquiries } from '@/lib/member-api/db/schema';
import { staff, staffInquiryAssignments } from '@/lib/member-api/db/schema-staff';
import { sendMail } from '@/lib/member-api/mail/send';
import { loadMessages } from '@/lib/shared/messages';

/**
 * The inquiry queue (issue 24): waiting inquiries, the ones assigned to me, answered ones; assign,
 * answer. An answer is stored as the spec's rich text (the member's MyZone inquiry list renders it,
 * sanitised), built here from the plain text staff type (escaped, paragraphs and line breaks), and
 * mailed to the inquiry's address through the mail queue.
 */
export const INQUIRY_STATES = ['waiting', 'mine', 'done'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
export const INQUIRY_PAGE = 25;

export async function listInquiries(db: Database, state: InquiryState, staffId: number, page = 1) {
  const where: SQL | undefined =
    state === 'done' ? eq(inquiries.status, 'done') : state === 'mine' ? and(eq(inquiries.status, 'waiting'), eq(staffInquiryAssignments.staffId, staffId)) : eq(inquiries.status, 'waiting');
  const rows = await db
    .select({ inquiryno: inquiries.inquiryno, title: inquiries.title, name: inquiries.name, email: inquiries.email, status: inquiries.status, createdAt: inquiries.createdAt, answeredAt: inquiries.answeredAt, assignee: staff.email })
    .from(inquiries)
    .leftJoin(staffInquiryAssignments, eq(staffInquiryAssignments.inquiryno, inquiries.inquiryno))
    .leftJoin(staff, eq(staff.staffId, staffInquiryAssignments.staffId))
    .where(where)
    // The oldest waiting one first (a queue); the newest answer first.
    .orderBy(state === 'done' ? desc(inquiries.answeredAt) : inquiries.createdAt)
    .limit(INQUIRY_PAGE + 1)
    .offset((Math.max(1, page) - 1) * INQUIRY_PAGE);
  return { rows: rows.slice(0, INQUIRY_PAGE), more: rows.length > INQUIRY_PAGE };
}

export async function countWaiting(db: Database): Promise<{ waiting: number; unassigned: number }> {
  const [row] = await db
    .select({ waiting: sql<number>`count(*)::int`, unassigned: sql<number>`count(*) filter (where ${staffInquiryAssignments.staffId} is null)::int` })
    .from(inquiries)
    .leftJoin(staffInquiryAssignments, eq(staffInquiryAssignments.inquiryno, inquiries.inquiryno))
    .where(eq(inquiries.status, 'waiting'));
  return row ?? { waiting: 0, unassigned: 0 };
}

export async function inquiryDetail(db: Database, inquiryno: number) {
  const [row] = await db
    .select({
      inquiryno: inquiries.inquiryno,
      playerPk: inquiries.playerPk,
      title: inquiries.title,
      name: inquiries.name,
      phone: inquiries.phone,
      email: inquiries.email,
      body: inquiries.body,
      status: inquiries.status,
      answer: inquiries.answer,
      answeredAt: inquiries.answeredAt,
      createdAt: inquiries.createdAt,
      assigneeId: staffInquiryAssignments.staffId,
      assignee: staff.email,
    })
    .from(inquiries)
    .leftJoin(staffInquiryAssignments, eq(staffInquiryAssignments.inquiryno, inquiries.inquiryno))
    .leftJoin(staff, eq(staff.staffId, staffInquiryAssignments.staffId))
    .where(eq(inquiries.inquiryno, inquiryno));
  return row;
}

/** Assigns an inquiry to a staff member (taking it over from whoever had it). Answers the previous assignee's id. */
export async function assignInquiry(db: Database, inquiryno: number, staffId: number, now = new Date()) {
  const before = await inquiryDetail(db, inquiryno);
  if (!before) return undefined;
  await db
    .insert(staffInquiryAssignments)
    .values({ inquiryno, staffId, assignedAt: now })
    .onConflictDoUpdate({ target: staffInquiryAssignments.inquiryno, set: { staffId, assignedAt: now } });
  return { before: before.assigneeId ?? null };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as the inquiry answer's rich text: every character escaped; blank lines make paragraphs, single ones line breaks. */
export function answerHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** The language the inquiry was written in, for the answer's mail (the inquiry keeps no language of its own). */
export const inquiryLanguage = (text: string): 'ko' | 'en' => (/[\u3131-\u318e\uac00-\ud7a3]/.test(text) ? 'ko' : 'en');

/**
 * Answers an inquiry (or corrects its answer): stored, marked done, and mailed to the address the
 * inquiry gave. Answers the record before and after, or undefined for an unknown inquiry.
 */
export async function answerInquiry(db: Database, inquiryno: number, text: string, answeredBy: number, now = new Date()) {
  const before = await inquiryDetail(db, inquiryno);
  if (!before) return undefined;
  const html = answerHtml(text);
  await db.transaction(async (tx) => {
    await tx.update(inquiries).set({ answer: html, status: 'done', answeredAt: now }).where(eq(inquiries.inquiryno, inquiryno));
    // Whoever answers holds it (the queue shows who answered).
    await tx
      .insert(staffInquiryAssignments)
      .values({ inquiryno, staffId: answeredBy, assignedAt: now })
      .onConflictDoNothing();
  });
  const lang = inquiryLanguage(`${before.title} ${before.body}`);
  const t = createTranslator({ locale: lang, messages: await loadMessages(lang), namespace: 'admin.inquiries.mail' }) as unknown as (key: string, values?: Record<string, string>) => string;
  const link = `${env.appUrl.replace(/\/$/, '')}${lang === 'ko' ? '/ko' : ''}/support/inquiry`;
  const mailed = await sendMail(db, { to: before.email, subject: t('subject', { title: before.title }), text: `${t('body', { name: before.name, title: before.title, link })}\n\n${text.trim()}\n\n${t('signature')}` });
  return { before: { status: before.status, answer: before.answer }, after: { status: 'done', answer: html, mailed }, mailed };
}

/** Inquiries still unassigned and waiting (for the queue's "take" shortcut). */
export const unassigned = (db: Database) =>
  db
    .select({ inquiryno: inquiries.inquiryno })
    .from(inquiries)
    .leftJoin(staffInquiryAssignments, eq(staffInquiryAssignments.inquiryno, inquiries.inquiryno))
    .where(and(eq(inquiries.status, 'waiting'), isNull(staffInquiryAssignments.staffId)));
