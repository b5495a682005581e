import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TimeAgo } from '@/components/ui/time-ago';
import { readSession } from '@/lib/portal/auth/session';
import { getLessonComments } from '@/lib/portal/data/lesson';
import type { SearchParams } from '@/lib/portal/search-params';
import { CommentForm, type CommentActions } from './comment-form';
import { DeleteCommentButton } from './delete-comment-button';
import { ErrorState } from '@/components/ui/error-state';

/**
 * A lesson's comments, readable by everyone and rendered on the server so they are crawlable.
 * Reading the session here (the header already does for every page) is what lets the member API
 * mark the member's own comments for deleting. Bodies are plain text, rendered as text.
 */
export async function LessonComments({
  actions,
  lessonno,
  pathname,
  searchParams,
  paging,
}: {
  /** The page's comment actions (components do not import app/), handed to the form and the delete buttons. */
  actions: CommentActions;
  lessonno: number;
  pathname: string;
  searchParams: SearchParams;
  paging: { pageno: number; pagesize: number };
}) {
  const [t, common, session, messages, root] = await Promise.all([getTranslations('lesson'), getTranslations('common.loginPrompt'), readSession(), getMessages(), getTranslations('common')]);
  // A withdrawn or blocked commenter comes without a name (issue 9).
  const withdrawnMember = root('withdrawnMember');
  let result: Awaited<ReturnType<typeof getLessonComments>> | undefined;
  try {
    result = await getLessonComments(lessonno, paging, session?.token);
  } catch {
    result = undefined;
  }
  const loginLabels = { message: t('loginToComment'), goToLogin: common('goToLogin'), cancel: common('cancel') };

  return (
    <section aria-labelledby="comments" className="mt-12">
      <h2 id="comments" className="text-xl font-bold">
        {t('commentsHeading', { count: result?.commentlistcnt ?? 0 })}
      </h2>
      <NextIntlClientProvider messages={{ lesson: messages.lesson, api: messages.api }}>
        <div className="mt-4">
          <CommentForm action={actions.write} lessonno={lessonno} loggedIn={Boolean(session?.token)} loginLabels={loginLabels} />
        </div>
        <div className="mt-6">
          {!result ? (
            <ErrorState message={t('commentsUnavailable')} />
          ) : result.commentlist.length === 0 ? (
            <EmptyState title={t('noComments')} />
          ) : (
            <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200" data-testid="comment-list">
              {result.commentlist.map((comment) => (
                <li key={comment.commentno} className="px-5 py-4" data-commentno={comment.commentno}>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span className="font-semibold text-gray-900">{comment.nickname || <span className="italic text-gray-600">{withdrawnMember}</span>}</span>
                    <span className="text-gray-600">
                      <TimeAgo value={comment.regdate} />
                    </span>
                    {comment.ismine && (
                      <span className="ml-auto">
                        <DeleteCommentButton commentno={comment.commentno} action={actions.remove} />
                      </span>
                    )}
                  </div>
                  <p className="mt-1 whitespace-pre-line break-words text-gray-800">{comment.body}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </NextIntlClientProvider>
      {result && result.commentlistcnt > paging.pagesize && (
        <Pagination pathname={pathname} searchParams={searchParams} pageno={paging.pageno} pagesize={paging.pagesize} total={result.commentlistcnt} />
      )}
    </section>
  );
}
