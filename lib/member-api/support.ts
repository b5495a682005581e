import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { countries, inquiries, notices, players, resources } from '@/lib/member-api/db/schema';
import { normalizePhone, phoneCountryOfLocale } from '@/lib/shared/domain/phone';
import { appLink, sendMail } from '@/lib/member-api/mail/send';
import { mailTexts } from '@/lib/member-api/mail/texts';
import { rateLimit } from '@/lib/shared/rate-limit';
import { UpstreamCode } from '@/lib/upstream/errors';
import type { Lang } from '@/lib/upstream/operations/fields';
import type { ArticleLink, supportOperations } from '@/lib/upstream/operations/support';
import { localized, localizedValue } from './localized';
import { containsPattern } from './search';
import { firstViewFrom } from './views';
import { MemberApiError, notFound } from './errors';
import type { HandlersFor } from './handler';

/** Five inquiries an hour from one address (or one member): enough for a person, not for a script. */
export const INQUIRY_LIMIT = 5;
export const INQUIRY_WINDOW_MS = 60 * 60 * 1000;

const noticeTitle = (lang: Lang) => localized(lang, notices.title, notices.titleKo);
const resourceTitle = (lang: Lang) => localized(lang, resources.title, resources.titleKo);

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * A notice is public from its publish instant on (issue 24: scheduled publish); a draft (no instant)
 * never. Every public reading of notices (the list and its search, the view and its neighbours, the
 * view count, the home page's latest, the sitemap) is under this condition, in the database's clock.
 */
export const noticeIsPublic = sql`${notices.publishedAt} <= now()`;

/**
 * The list order of notices is (pinned desc, published desc, noticeno desc). "Previous" is the
 * article above in that list (newer, or pinned), "next" the one below, so paging through the
 * views walks the list the way it reads.
 */
function noticeNeighbours(row: { pinned: boolean; publishedAt: Date; noticeno: number }) {
  const key = sql`(${notices.pinned}::int, ${notices.publishedAt}, ${notices.noticeno})`;
  const here = sql`(${Number(row.pinned)}::int, ${row.publishedAt.toISOString()}::timestamptz, ${row.noticeno}::int)`;
  return { above: and(noticeIsPublic, sql`${key} > ${here}`)!, below: and(noticeIsPublic, sql`${key} < ${here}`)! };
}

export const supportHandlers: HandlersFor<typeof supportOperations> = {
  async noticeList({ lang, searchname, pageno, pagesize }, { db }) {
    const filters: SQL[] = [noticeIsPublic];
    if (searchname) {
      const pattern = containsPattern(searchname);
      filters.push(or(ilike(notices.title, pattern), ilike(notices.titleKo, pattern), ilike(notices.body, pattern), ilike(notices.bodyKo, pattern))!);
    }
    const where = and(...filters);
    const [rows, [total]] = await Promise.all([
      db
        .select({ noticeno: notices.noticeno, title: noticeTitle(lang), pinned: notices.pinned, views: notices.views, regdate: notices.publishedAt })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.noticeno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(notices).where(where),
    ]);
    return {
      // Public notices only: publishedAt is set.
      noticelist: rows.map((r) => ({ ...r, regdate: r.regdate!.toISOString() })),
      noticelistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async noticeView({ lang, noticeno }, { db }) {
    const [row] = await db
      .select({
        noticeno: notices.noticeno,
        title: notices.title,
        titleKo: notices.titleKo,
        body: notices.body,
        bodyKo: notices.bodyKo,
        pinned: notices.pinned,
        views: notices.views,
        publishedAt: notices.publishedAt,
      })
      .from(notices)
      .where(and(eq(notices.noticeno, noticeno), noticeIsPublic));
    // A draft or a notice whose time has not come is nothing to the public: the same 404 as no notice.
    if (!row?.publishedAt) throw notFound('support.error.noticeNotFound');
    const { above, below } = noticeNeighbours({ ...row, publishedAt: row.publishedAt });
    const link = { id: notices.noticeno, title: noticeTitle(lang) };
    const [[prev], [next]] = await Promise.all([
      db.select(link).from(notices).where(above).orderBy(asc(notices.pinned), asc(notices.publishedAt), asc(notices.noticeno)).limit(1),
      db.select(link).from(notices).where(below).orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.noticeno)).limit(1),
    ]);
    return {
      notice: {
        noticeno: row.noticeno,
        title: localizedValue(lang, row.title, row.titleKo),
        contents: localizedValue(lang, row.body, row.bodyKo),
        pinned: row.pinned,
        views: row.views,
        regdate: row.publishedAt.toISOString(),
      },
      prev: (prev as ArticleLink | undefined) ?? null,
      next: (next as ArticleLink | undefined) ?? null,
    };
  },

  async noticeViewCount({ noticeno }, { db, ip }) {
    const where = and(eq(notices.noticeno, noticeno), noticeIsPublic);
    const [visible] = await db.select({ noticeno: notices.noticeno }).from(notices).where(where);
    if (!visible) throw notFound('support.error.noticeNotFound');
    const counted = await firstViewFrom('notice', noticeno, ip);
    // Adding in SQL (not read-then-write) keeps concurrent views from being lost.
    const [row] = counted
      ? await db.update(notices).set({ views: sql`${notices.views} + 1` }).where(where).returning({ views: notices.views })
      : await db.select({ views: notices.views }).from(notices).where(where);
    if (!row) throw notFound('support.error.noticeNotFound');
    return { views: row.views, counted };
  },

  async resourceList({ lang, searchname, category, pageno, pagesize }, { db }) {
    const filters: SQL[] = [];
    if (searchname) {
      const pattern = containsPattern(searchname);
      filters.push(or(ilike(resources.title, pattern), ilike(resources.titleKo, pattern), ilike(resources.fileName, pattern))!);
    }
    if (category) filters.push(eq(resources.category, category));
    const where = filters.length ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({
          resourceno: resources.resourceno,
          category: resources.category,
          title: resourceTitle(lang),
          filename: resources.fileName,
          filesize: resources.fileSize,
          downloads: resources.downloads,
          regdate: resources.createdAt,
        })
        .from(resources)
        .where(where)
        .orderBy(desc(resources.createdAt), desc(resources.resourceno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(resources).where(where),
    ]);
    return {
      resourcelist: rows.map((r) => ({ ...r, regdate: r.regdate.toISOString() })),
      resourcelistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },

  async resourceView({ lang, resourceno }, { db }) {
    const [row] = await db.select().from(resources).where(eq(resources.resourceno, resourceno));
    if (!row) throw notFound('support.error.resourceNotFound');
    const key = sql`(${resources.createdAt}, ${resources.resourceno})`;
    const here = sql`(${row.createdAt.toISOString()}::timestamptz, ${row.resourceno}::int)`;
    const link = { id: resources.resourceno, title: resourceTitle(lang) };
    const [[prev], [next]] = await Promise.all([
      db.select(link).from(resources).where(sql`${key} > ${here}`).orderBy(asc(resources.createdAt), asc(resources.resourceno)).limit(1),
      db.select(link).from(resources).where(sql`${key} < ${here}`).orderBy(desc(resources.createdAt), desc(resources.resourceno)).limit(1),
    ]);
    return {
      resource: {
        resourceno: row.resourceno,
        category: row.category,
        title: localizedValue(lang, row.title, row.titleKo),
        contents: localizedValue(lang, row.body, row.bodyKo),
        filename: row.fileName,
        filesize: row.fileSize,
        filepath: row.filePath,
        downloads: row.downloads,
        regdate: row.createdAt.toISOString(),
      },
      prev: (prev as ArticleLink | undefined) ?? null,
      next: (next as ArticleLink | undefined) ?? null,
    };
  },

  async resourceDownload({ resourceno }, { db }) {
    const [row] = await db
      .update(resources)
      .set({ downloads: sql`${resources.downloads} + 1` })
      .where(and(eq(resources.resourceno, resourceno), sql`${resources.filePath} is not null`))
      .returning({ filepath: resources.filePath, filename: resources.fileName });
    if (!row?.filepath) throw notFound('support.error.resourceNotFound');
    return { filepath: row.filepath, filename: row.filename ?? row.filepath.split('/').pop() ?? 'download' };
  },

  async inquiryWrite({ lang, title, name, phone, email, contents }, { db, member, ip }) {
    const limited = await rateLimit('inquiry', member ? `member:${member.playerPk}` : `ip:${ip ?? 'unknown'}`, INQUIRY_LIMIT, INQUIRY_WINDOW_MS);
    // retryAfter becomes the 429's Retry-After header (lib/member-api/http.ts) and the form's wait.
    if (!limited.ok) throw new MemberApiError(UpstreamCode.tooMany, 'inquiry.error.tooMany', { retryAfter: String(limited.retryAfterSeconds) });
    // A national number's country: the member's own (the country field of their profile), else the
    // site's language where it names one (Korean: Korea), else none and the number is kept as typed.
    const [country] = member
      ? await db.select({ code: countries.code }).from(players).innerJoin(countries, eq(countries.countryno, players.countryno)).where(eq(players.playerPk, member.playerPk))
      : [];
    const [row] = await db
      .insert(inquiries)
      .values({ playerPk: member?.playerPk ?? null, title, name, phone: normalizePhone(phone, country?.code ?? phoneCountryOfLocale(lang)) || null, email, body: contents })
      .returning({ inquiryno: inquiries.inquiryno });
    try {
      const t = await mailTexts(lang);
      const link = appLink('/support/inquiry', lang);
      await sendMail(db, { to: email, subject: t('inquiry.subject', { title }), text: `${t('inquiry.body', { title, link })}\n\n${t('inquiry.signature')}` });
    } catch (error) {
      // The inquiry is stored and will be answered; a mail server outage must not make the visitor type it again.
      console.error('[member-api] inquiry acknowledgement mail failed', error);
    }
    return { inquiryno: row.inquiryno };
  },

  async inquiryList({ pageno, pagesize }, { db, member }) {
    const where = eq(inquiries.playerPk, member!.playerPk);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          inquiryno: inquiries.inquiryno,
          title: inquiries.title,
          contents: inquiries.body,
          status: inquiries.status,
          answer: inquiries.answer,
          answerdate: inquiries.answeredAt,
          regdate: inquiries.createdAt,
        })
        .from(inquiries)
        .where(where)
        .orderBy(desc(inquiries.createdAt), desc(inquiries.inquiryno))
        .limit(pagesize)
        .offset((pageno - 1) * pagesize),
      db.select({ n: count() }).from(inquiries).where(where),
    ]);
    return {
      inquirylist: rows.map((r) => ({ ...r, answerdate: iso(r.answerdate), regdate: r.regdate.toISOString() })),
      inquirylistcnt: Number(total?.n ?? 0),
      pageno,
      pagesize,
    };
  },
};
