import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { enumLabelKey, hasLevel, isOpenForEntry, TOURNAMENT_CLASS } from '@/lib/shared/domain/enums';
import { formatNumber, formatPeriod } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { Link } from '@/lib/portal/i18n/link';
import type { Locale } from '@/lib/portal/i18n/routing';
import { formatFee } from '@/lib/shared/money';
import type { TournamentCondition } from '@/lib/upstream/operations/tournament';
import { paymentHoldSentence, refundPolicySentences } from '@/components/payments/refund-policy';
import { paymentMode, stripePublicConfig } from '@/lib/portal/payments/config';
import type { TournamentSummary } from '@/lib/upstream/types';
import { EntryControl, type EntryControlProps } from './entry-control';
import { TournamentStatusBadge } from './tournament-status-badge';

/**
 * What every entry control needs from the server: the messages it and its dialogs use, the login
 * prompt (spec §6), the refund policy's sentences (lib/shared/domain/refund-policy) and the payment mode
 * with Stripe.js's publishable key (read at render time: one build serves either mode).
 */
export async function entryControlSetup() {
  const [common, messages, policy, hold, locale] = await Promise.all([getTranslations('common.loginPrompt'), getMessages(), refundPolicySentences(), paymentHoldSentence(), getLocale()]);
  const mode = paymentMode();
  return {
    locale: locale as Locale,
    timeZone,
    mode,
    stripe: stripePublicConfig(),
    policy,
    hold: mode === 'card' ? hold : null,
    loginPrompt: { message: common('requiresLogin'), goToLogin: common('goToLogin'), cancel: common('cancel') },
    // Only what the control can show: its own texts, the entry's answers, the tournament errors and the api ones.
    messages: {
      payments: messages.payments,
      refundPolicy: { title: messages.refundPolicy.title },
      tournament: { join: { entered: messages.tournament.join.entered, enteredVenue: messages.tournament.join.enteredVenue }, error: messages.tournament.error },
      api: messages.api,
    },
  };
}

/** The entry control of one tournament (a summary row or the full conditions). */
export async function TournamentEntry({ tournament, actions, loggedIn, named }: { tournament: TournamentSummary; actions: EntryControlProps['actions']; loggedIn?: boolean; named?: boolean }) {
  const setup = await entryControlSetup();
  return (
    <EntryControl
      {...setup}
      tournament={{ tournamentno: tournament.tournamentno, name: tournament.tournamentname, fee: tournament.entryfee, currency: tournament.currency, entrylimit: tournament.entrylimit, entrycnt: tournament.entrycnt }}
      actions={actions}
      loggedIn={loggedIn}
      named={named}
    />
  );
}

/**
 * The band on top of a tournament's pages: name, status, key facts, the child-page tabs and the entry
 * control. The same for every visitor (the tournament view is cached): the control learns who is there
 * from the layout's session store and reads the member's entry from the browser.
 */
export async function TournamentHeader({ tournament, current, actions }: { tournament: TournamentCondition; current: 'condition' | 'ranking'; actions: EntryControlProps['actions'] }) {
  const [t, e, common, locale] = await Promise.all([getTranslations('tournament'), getTranslations('enums'), getTranslations('common'), getLocale()]);
  const base = `/tournament/tournamentscheduleview/${tournament.tournamentno}`;
  return (
    <PageHeader
      title={tournament.tournamentname}
      tabs={[
        { href: base, label: t('tabs.condition'), current: current === 'condition' },
        { href: `${base}/ranking`, label: t('tabs.ranking'), current: current === 'ranking' },
      ]}
    >
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <TournamentStatusBadge status={tournament.tourstatus} label={e(`tournamentStatus.${tournament.tourstatus}`)} />
        {tournament.tourclass === TOURNAMENT_CLASS.major && <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-bold text-brand-900">{e(enumLabelKey('tournamentClass', TOURNAMENT_CLASS.major))}</span>}
        {/* Only the facts a tournament has: no "Level -" for one without a level (issue 26 item 13). */}
        {[e(`tournamentType.${tournament.tourtype}`), hasLevel(tournament.tourlevel) ? e(enumLabelKey('tournamentLevel', tournament.tourlevel)) : null, e(`rankType.${tournament.tour_rank_type}`)]
          .filter((fact): fact is string => Boolean(fact))
          .map((fact, index) => (
            <span key={fact} className="text-gray-700">
              {index > 0 && <span aria-hidden="true" className="mr-2">·</span>}
              {fact}
            </span>
          ))}
      </div>
      <dl className="mt-4 grid max-w-4xl grid-cols-2 gap-4 text-sm md:grid-cols-4">
        <div>
          <dt className="text-gray-600">{t('view.period')}</dt>
          <dd className="font-semibold tabular-nums">
            {/* A tournament's times are its venue's (the network's when network-wide), labelled with the zone. */}
            {formatPeriod(tournament.startdate, tournament.enddate, tournament.timezone)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('view.venue')}</dt>
          <dd className="font-semibold">{tournament.shopname ?? t('schedule.networkWide')}</dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('view.entrants')}</dt>
          <dd className="font-semibold tabular-nums">
            {tournament.entrylimit ? t('view.entrantsOf', { count: tournament.entrycnt, limit: tournament.entrylimit }) : formatNumber(tournament.entrycnt)}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('view.fee')}</dt>
          <dd className="font-semibold">{tournament.entryfee > 0 ? formatFee(tournament.entryfee, tournament.currency, locale) : common('free')}</dd>
        </div>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {isOpenForEntry(tournament) && <TournamentEntry tournament={tournament} actions={actions} />}
        <Link href="/tournament/tournamentschedule" className="text-sm font-semibold text-brand-800 hover:underline">
          {t('view.back')}
        </Link>
      </div>
    </PageHeader>
  );
}
