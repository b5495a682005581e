import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { getStaffDb } from '@/lib/portal/staff/db';
import { currentStaff } from '@/lib/portal/staff/guard';
import { lessonForEdit } from '@/lib/portal/staff/lessons';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { LessonEditor } from '@/components/admin/lesson-editor';
import { saveLesson } from '../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/lessons/publishing/[no]'>): Promise<Metadata> {
  const { locale, no } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.lessonPublishing' }))('editTitle', { number: no }) };
}

/** One swing lesson in the editor; its state (draft or published) changes from the list. */
export default async function EditLessonPage({ params, searchParams }: PageProps<'/admin/[locale]/lessons/publishing/[no]'>) {
  const { locale, no } = await readParams(params);
  const page = await staffPage(locale, 'lessons.publish');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const lesson = /^\d{1,9}$/.test(no) ? await lessonForEdit(await getStaffDb(), Number(no)) : undefined;
  if (!lesson) notFound();
  const t = await getTranslations({ locale, namespace: 'admin.lessonPublishing' });
  const saved = (await searchParams).saved === '1';
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/lessons/publishing`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">
          {t('editTitle', { number: lesson.values.lessonno })}: {lesson.values.title}
        </h1>
        <p className="mt-1 text-gray-700">{t(`stateNow.${lesson.state}`)}</p>
        {saved && (
          <p role="status" className="mt-1 font-semibold text-brand-800">
            {t('created')}
          </p>
        )}
      </div>
      <LessonEditor locale={locale} initial={lesson.values} save={saveLesson} />
    </div>
  );
}
