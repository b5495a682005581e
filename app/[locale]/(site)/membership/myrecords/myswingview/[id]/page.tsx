import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { StoredImage } from '@/components/event/stored-image';
import { pickMessages } from '@/components/member-info/member-info-island';
import { MyzoneHeading, Stat } from '@/components/myzone/myzone-heading';
import { PublishSwingForm } from '@/components/myzone/publish-swing-form';
import { ErrorState } from '@/components/ui/error-state';
import { loadMine } from '@/lib/portal/data/load';
import { formatDateTime, formatNumber } from '@/lib/shared/format';
import { Link } from '@/lib/portal/i18n/link';
import { readParams } from '@/lib/portal/i18n/params';
import { isStoredFileAvailable, storageUrl } from '@/lib/shared/storage';
import { readId } from '@/lib/upstream/operations/fields';
import { publishSwingAction } from '../actions';
import { recordsMetadata } from '../../records-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/membership/myrecords/myswingview/[id]'>) {
  const { locale, id } = await readParams(params);
  return recordsMetadata(locale, `/membership/myrecords/myswingview/${id}`, 'swing');
}

/** One swing record: the bay's clip, the club and ball data, and "publish as a netizen lesson". */
export default async function MySwingViewPage({ params }: PageProps<'/[locale]/membership/myrecords/myswingview/[id]'>) {
  const { locale, id } = await readParams(params);
  setRequestLocale(locale);
  const swingno = readId(id);
  if (swingno === null) notFound();
  const { data, zone } = await loadMine('mySwingView', { swingno, lang: locale }, { locale, returnPath: `/membership/myrecords/myswingview/${swingno}` });
  const [t, e, messages] = await Promise.all([getTranslations('records.swing'), getTranslations('enums'), getMessages()]);
  const back = { href: '/membership/myrecords/myswing', label: t('back') };
  if (!data) {
    return (
      <>
        <MyzoneHeading title={t('title')} back={back} />
        <ErrorState message={t('error')} />
      </>
    );
  }
  const { swing } = data;
  const club = e(`clubType.${swing.clubtype}` as 'clubType.1');
  const video = (await isStoredFileAvailable(swing.videopath)) ? storageUrl(swing.videopath) : undefined;
  const posterAlt = t('posterAlt', { club, date: formatDateTime(swing.recordeddate, zone) });
  /** A sideways figure with its unit, then which side: "143 rpm right", "0.6° left". */
  const side = (value: number, unit: (abs: string) => string) => (value === 0 ? unit('0') : `${unit(formatNumber(Math.abs(value)))} ${value < 0 ? t('left') : t('right')}`);

  return (
    <>
      <MyzoneHeading title={t('heading', { club })} back={back} description={`${formatDateTime(swing.recordeddate, zone)}${swing.shopname ? ` · ${swing.shopname}` : ''}`} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="self-start overflow-hidden rounded-xl bg-black">
          {video ? (
            <video src={video} poster={storageUrl(swing.posterpath)} controls playsInline preload="metadata" className="aspect-video w-full" aria-label={posterAlt} data-testid="swing-video" />
          ) : (
            <div className="relative">
              <StoredImage path={swing.posterpath} alt={posterAlt} className="aspect-video w-full object-cover opacity-80" priority />
              <p className="absolute inset-x-0 bottom-0 bg-black/60 p-2 text-center text-sm text-white">{t('videoUnavailable')}</p>
            </div>
          )}
        </div>
        <dl className="grid grid-cols-2 gap-3 self-start">
          <Stat label={t('carry')} value={t('metres', { value: formatNumber(swing.carry) })} />
          <Stat label={t('total')} value={t('metres', { value: formatNumber(swing.total) })} />
          <Stat label={t('ballSpeed')} value={t('speed', { value: swing.ballspeed.toFixed(1) })} />
          <Stat label={t('clubSpeed')} value={t('speed', { value: swing.clubspeed.toFixed(1) })} />
          <Stat label={t('smash')} value={swing.smashfactor.toFixed(2)} />
          <Stat label={t('launch')} value={t('degrees', { value: swing.launchangle.toFixed(1) })} hint={t('direction', { value: side(swing.launchdirection, (abs) => t('degrees', { value: abs })) })} />
          <Stat label={t('backSpin')} value={t('rpm', { value: formatNumber(swing.backspin) })} />
          <Stat label={t('sideSpin')} value={side(swing.sidespin, (abs) => t('rpm', { value: abs }))} />
          <Stat label={t('shape')} value={<span className="text-lg">{e(`ballShape.${swing.ballshape}` as 'ballShape.1')}</span>} />
          <Stat label={t('club')} value={<span className="text-lg">{club}</span>} />
        </dl>
      </div>

      <section aria-labelledby="publish-title" className="mt-8 rounded-xl border border-gray-200 p-5">
        <h2 id="publish-title" className="text-xl font-bold">{t('publishTitle')}</h2>
        {swing.lessonno !== null ? (
          <p className="mt-2">
            {t('alreadyPublished')}{' '}
            <Link href={`/event/netizenlesson/netizenlessonview/${swing.lessonno}`} className="font-semibold text-brand-700 hover:underline">
              {t('openLesson')}
            </Link>
          </p>
        ) : (
          <>
            <p className="mb-4 mt-1 text-gray-700">{t('publishHelp')}</p>
            <NextIntlClientProvider messages={pickMessages(messages as Record<string, unknown>, ['records.swing', 'api', 'validation'])}>
              <PublishSwingForm swingno={swing.swingno} defaultTitle={t('defaultTitle', { club })} action={publishSwingAction} locale={locale} />
            </NextIntlClientProvider>
          </>
        )}
      </section>
    </>
  );
}
