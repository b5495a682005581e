import { mixed, object } from 'yup';
import { inquirySchema } from '@/lib/shared/validation/inquiry';
import { defineOperation } from '../operation';
import { idField, langField, pageNoField, pageSizeField, searchField } from './fields';

/* Wire shapes (lowercase field names without separators, in the spec's style; dates are ISO strings). */

export interface NoticeRow {
  noticeno: number;
  title: string;
  pinned: boolean;
  views: number;
  regdate: string;
}

export interface NoticeDetail extends NoticeRow {
  /** Rich text as stored: the portal sanitises it before rendering. */
  contents: string;
}

/** The neighbours of an article in list order; null at either end (spec §8 "no previous/next article"). */
export interface ArticleLink {
  id: number;
  title: string;
}

export interface ResourceRow {
  resourceno: number;
  /** 1 manual, 2 promotion, 3 printed, 4 other. */
  category: number;
  title: string;
  filename: string | null;
  filesize: number | null;
  downloads: number;
  regdate: string;
}

export interface ResourceDetail extends ResourceRow {
  contents: string;
  filepath: string | null;
}

export interface InquiryRow {
  inquiryno: number;
  title: string;
  contents: string;
  /** waiting | done */
  status: string;
  answer: string | null;
  answerdate: string | null;
  regdate: string;
}

export const supportOperations = {
  /** Notices, pinned first then newest; search in title and body. */
  noticeList: defineOperation<{ noticelist: NoticeRow[]; noticelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/support/noticelist',
    auth: 'none',
    input: object({ lang: langField, searchname: searchField, pageno: pageNoField, pagesize: pageSizeField }),
  }),
  /** One notice with its neighbours in list order. Reading it counts nothing (crawlers and caches read it too). */
  noticeView: defineOperation<{ notice: NoticeDetail; prev: ArticleLink | null; next: ArticleLink | null }>()({
    method: 'GET',
    path: '/support/noticeview/{noticeno}',
    auth: 'none',
    input: object({ lang: langField, noticeno: idField('support.error.noticeNotFound') }),
  }),
  /** Counts one view of a notice, once per caller address and notice a day; the portal's page beacon calls it. */
  noticeViewCount: defineOperation<{ views: number; counted: boolean }>()({
    method: 'POST',
    path: '/support/noticeviewcount/{noticeno}',
    auth: 'none',
    input: object({ noticeno: idField('support.error.noticeNotFound') }),
  }),
  /** Resources (spec §3 support category 1 manual, 2 promotion, 3 printed, 4 other), newest first. */
  resourceList: defineOperation<{ resourcelist: ResourceRow[]; resourcelistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/support/resourcelist',
    auth: 'none',
    input: object({
      lang: langField,
      searchname: searchField,
      category: mixed<number>()
        .transform((value) => {
          const code = Number(value);
          return [1, 2, 3, 4].includes(code) ? code : undefined;
        })
        .optional(),
      pageno: pageNoField,
      pagesize: pageSizeField,
    }),
  }),
  resourceView: defineOperation<{ resource: ResourceDetail; prev: ArticleLink | null; next: ArticleLink | null }>()({
    method: 'GET',
    path: '/support/resourceview/{resourceno}',
    auth: 'none',
    input: object({ lang: langField, resourceno: idField('support.error.resourceNotFound') }),
  }),
  /** Counts one download and answers where the file is stored (a path under the storage base). */
  resourceDownload: defineOperation<{ filepath: string; filename: string }>()({
    method: 'POST',
    path: '/support/resourcedownload/{resourceno}',
    auth: 'none',
    input: object({ resourceno: idField('support.error.resourceNotFound') }),
  }),
  /** Stores an inquiry (a member's is tied to their account) and acknowledges it by mail. */
  inquiryWrite: defineOperation<{ inquiryno: number }>()({
    method: 'POST',
    path: '/support/inquiry',
    auth: 'optional',
    input: inquirySchema.shape({ lang: langField }),
  }),
  /** The calling member's own inquiries, newest first, with state and answer. */
  inquiryList: defineOperation<{ inquirylist: InquiryRow[]; inquirylistcnt: number; pageno: number; pagesize: number }>()({
    method: 'GET',
    path: '/support/inquirylist',
    auth: 'required',
    input: object({ pageno: pageNoField, pagesize: pageSizeField }),
  }),
};
