import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readParams } from '@/lib/portal/i18n/params';
import { currentStaff } from '@/lib/portal/staff/guard';
import { staffPage } from '@/lib/portal/staff/page';
import { Forbidden } from '@/components/admin/forbidden';
import { LessonEditor } from '@/components/admin/lesson-editor';
import { saveLesson } from '../../actions';

export async function generateMetadata({ params }: PageProps<'/admin/[locale]/lessons/publishing/new'>): Promise<Metadata> {
  const { locale } = await readParams(params);
  return { title: (await getTranslations({ locale, namespace: 'admin.lessonPublishing' }))('newTitle') };
}

/** A new swing lesson, written as a draft: published from the list when it is ready. */
export default async function NewLessonPage({ params }: PageProps<'/admin/[locale]/lessons/publishing/new'>) {
  const { locale } = await readParams(params);
  const page = await staffPage(locale, 'lessons.publish');
  if ('forbidden' in page) return <Forbidden locale={locale} role={(await currentStaff())?.role ?? ''} />;
  const t = await getTranslations({ locale, namespace: 'admin.lessonPublishing' });
  const empty = { lesson1: '', lesson2: '', lesson3: '', lesson4: '', lesson5: '', lesson6: '', lesson7: '', lessontotal: '' };
  return (
    <div className="space-y-6">
      <a href={`/admin/${locale}/lessons/publishing`} className="text-brand-700 underline">
        {t('back')}
      </a>
      <h1 className="text-2xl font-bold md:text-3xl">{t('newTitle')}</h1>
      <p className="text-gray-700">{t('newHint')}</p>
      <LessonEditor locale={locale} initial={{ title: '', coachPk: '' as unknown as number, clubType: 1, videoPath: '', posterPath: '', stageTimes: '', ...empty }} save={saveLesson} />
    </div>
  );
}
