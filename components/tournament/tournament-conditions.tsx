import { getLocale, getTranslations } from 'next-intl/server';
import { paymentHoldSentence, RefundPolicy } from '@/components/payments/refund-policy';
import { RichText } from '@/components/support/rich-text';
import { TournamentPoster } from '@/components/tournament/tournament-poster';
import { paymentMode } from '@/lib/portal/payments/config';
import { enumLabelKey } from '@/lib/shared/domain/enums';
import { lengthIn } from '@/lib/shared/format';
import { formatFee } from '@/lib/shared/money';
import type { CourseHole } from '@/lib/upstream/operations/course';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';

/** One condition: its name and its value. */
function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-gray-100 py-3 sm:grid-cols-3">
      <dt className="font-semibold text-gray-700">{term}</dt>
      <dd className="sm:col-span-2">{children}</dd>
    </div>
  );
}

/** A tournament's playing conditions, with its poster (drawn from the course's holes), its description and prize beside them. */
export async function TournamentConditions({ tournament, course }: { tournament: TournamentCondition; course: CourseHole[] | null }) {
  const [t, e, locale] = await Promise.all([getTranslations('tournament.condition'), getTranslations('enums'), getLocale()]);
  const mode = paymentMode();
  const tee = (code: number) => e(enumLabelKey('teeColour', code));
  const unit = (kind: 'distanceUnit' | 'speedUnit', code: string) => (e.has(`${kind}.${code}`) ? e(`${kind}.${code}`) : code);
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-3">
      <section aria-labelledby="conditions" className="lg:col-span-2">
        <h2 id="conditions" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <dl className="mt-4">
          <Row term={t('course')}>{t('courseValue', { course: tournament.coursename, par: tournament.coursepar, holes: tournament.holes })}</Row>
          <Row term={t('playFormat')}>{e(`playFormat.${tournament.playformat}`)}</Row>
          <Row term={t('rankType')}>{e(`rankType.${tournament.tour_rank_type}`)}</Row>
          <Row term={t('teeMen')}>{tee(tournament.teecolourmen)}</Row>
          <Row term={t('teeWomen')}>{tee(tournament.teecolourwomen)}</Row>
          <Row term={t('wind')}>{e(`wind.${tournament.wind}`)}</Row>
          <Row term={t('greenUnit')}>{unit('distanceUnit', tournament.greenunit)}</Row>
          <Row term={t('speedUnit')}>{unit('speedUnit', tournament.speedunit)}</Row>
          <Row term={t('greenSpeed')}>{tournament.greenspeed ? t('greenSpeedValue', { speed: lengthIn(tournament.greenspeed, tournament.greenunit).distance, unit: lengthIn(tournament.greenspeed, tournament.greenunit).unit }) : t('notSet')}</Row>
          <Row term={t('mulligans')}>{t('mulligansValue', { count: tournament.mulligans })}</Row>
          <Row term={t('gimme')}>{tournament.gimme > 0 ? t('gimmeValue', lengthIn(tournament.gimme, tournament.greenunit)) : t('gimmeNone')}</Row>
          <Row term={t('attempts')}>{t('attemptsValue', { count: tournament.attemptsallowed })}</Row>
          <Row term={t('entryLimit')}>
            {tournament.entrylimit ? t('entryLimitValue', { limit: tournament.entrylimit, count: tournament.entrycnt }) : t('unlimited')}
          </Row>
          <Row term={t('fee')}>
            {tournament.entryfee > 0 ? t(mode === 'card' ? 'feeValueCard' : 'feeValueVenue', { fee: formatFee(tournament.entryfee, tournament.currency, locale) }) : t('free')}
          </Row>
          {tournament.entryfee > 0 && (
            <Row term={t('refund')}>
              <RefundPolicy />
              {mode === 'card' && <p className="mt-2 leading-relaxed">{await paymentHoldSentence()}</p>}
            </Row>
          )}
          <Row term={t('peria')}>
            {tournament.hiddenholes?.length
              ? t('periaRevealed', { holes: tournament.hiddenholes.join(', ') })
              : tournament.hiddenholecnt
                ? t('periaHidden', { count: tournament.hiddenholecnt })
                : t('periaNone')}
          </Row>
          <Row term={t('season')}>{tournament.season}</Row>
        </dl>
      </section>
      <aside className="space-y-6">
        {/* The poster beside the conditions, not an 880 px banner above them (issue 26 item 13). */}
        <TournamentPoster tournament={tournament} course={course} className="overflow-hidden rounded-2xl shadow-sm" />
        {tournament.description && (
          <section aria-labelledby="about" className="rounded-xl bg-gray-50 p-5">
            <h2 id="about" className="font-bold">
              {t('about')}
            </h2>
            <RichText html={tournament.description} className="mt-2 text-sm" />
          </section>
        )}
        {tournament.prize && (
          <section aria-labelledby="prize" className="rounded-xl bg-accent-400/20 p-5">
            <h2 id="prize" className="font-bold">
              {t('prize')}
            </h2>
            <RichText html={tournament.prize} className="mt-2 text-sm" />
          </section>
        )}
      </aside>
    </div>
  );
}
