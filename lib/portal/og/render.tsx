import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/shared/config/env';
import { getCourse, getCourseHoles } from '@/lib/portal/data/course';
import { getLesson } from '@/lib/portal/data/lesson';
import { getMinigameRanking } from '@/lib/portal/data/minigame';
import { getStore } from '@/lib/portal/data/store';
import { getNotice, getResource } from '@/lib/portal/data/support';
import { findTournament, getPlayerTournaments, getTournamentRanking } from '@/lib/portal/data/tournament';
import { lessonStages, TOURNAMENT_STATUS } from '@/lib/shared/domain/enums';
import type { Locale } from '@/lib/shared/domain/locale';
import { formatDate, formatToPar } from '@/lib/shared/format';
import { timeZone } from '@/lib/portal/i18n/zone';
import { OG_IMAGE_SIZE, type OgEntityKind, type OgSection } from '@/lib/portal/site/og-paths';
import { isUpstreamError } from '@/lib/upstream/errors';
import { Card, type CardContent } from './card';
import { FlagOnGreen, HoleBars, LeaderBars, PlayerPortrait, PosterDrawing, StageTimeline, WorldDot } from './drawings';
import { avatarForCard } from './pictures';

/**
 * Pretendard (OFL, assets/og-fonts/LICENSE.txt) in its KS X 1001 subset: Latin and the 2 350 common
 * Hangul syllables, as WOFF (Satori reads TTF, OTF and WOFF, not the WOFF2 the pages use). Read once.
 */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ([
      ['Pretendard-Regular.subset.woff', 400],
      ['Pretendard-Bold.subset.woff', 700],
    ] as const).map(async ([file, weight]) => ({
      name: 'Pretendard',
      data: await readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'assets', 'og-fonts', file)),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

const host = new URL(env.appUrl).host;

/** What an entity's card shows, from the same data calls its page makes; null when there is no such entity. */
async function entityCard(locale: Locale, kind: OgEntityKind, id: number): Promise<Omit<CardContent, 'host'> | null> {
  const t = await getTranslations({ locale, namespace: 'seo.og' });
  // A member who left comes without a name (issue 9): the picture says so, as the pages do.
  const withdrawnMember = (await getTranslations({ locale, namespace: 'common' }))('withdrawnMember');
  const shown = (nickname: string) => nickname || withdrawnMember;
  const kicker = t(`kinds.${kind}`);
  // A tournament's dates are its venue's (the network's when network-wide), as its page shows them.
  const dates = (start: string, end: string, zone: string = timeZone) => t('dates', { start: formatDate(start, zone), end: formatDate(end, zone) });
  switch (kind) {
    case 'tournament': {
      const tournament = await findTournament(String(id), locale);
      if (!tournament) return null;
      const [e, course] = await Promise.all([getTranslations({ locale, namespace: 'enums.tournamentStatus' }), getCourseHoles(locale, tournament.courseno)]);
      const cancelled = tournament.tourstatus === TOURNAMENT_STATUS.cancelled;
      const steps = [TOURNAMENT_STATUS.ready, TOURNAMENT_STATUS.playing, TOURNAMENT_STATUS.completed];
      return {
        kicker,
        title: tournament.tournamentname,
        facts: [dates(tournament.startdate, tournament.enddate, tournament.timezone), t('course', { course: tournament.coursename }), tournament.shopname ?? t('networkWide')],
        drawing: (
          <PosterDrawing
            tournament={tournament}
            course={course}
            limit={tournament.entrylimit}
            steps={cancelled ? [t('cancelled')] : steps.map((code) => e(code))}
            current={cancelled ? 0 : steps.indexOf(tournament.tourstatus as (typeof steps)[number])}
          />
        ),
      };
    }
    case 'ranking': {
      const tournament = await findTournament(String(id), locale);
      if (!tournament) return null;
      const ranking = await getTournamentRanking({ tournamentno: id, scoretype: undefined, gender: '', tour_rank_type: undefined, pageno: 1, pagesize: 5, lang: locale });
      const rows = ranking.tournamentranklist;
      const worst = Math.max(1, ...rows.map((row) => row.gross));
      const pictures = await Promise.all(rows.map((row) => avatarForCard(row.avatarpath, 88)));
      return {
        kicker,
        title: tournament.tournamentname,
        facts: [dates(tournament.startdate, tournament.enddate, tournament.timezone), t('results', { count: ranking.tournamentranklistcnt })],
        drawing: rows.length ? (
          <LeaderBars rows={rows.map((row, index) => ({ label: shown(row.nickname), picture: pictures[index], value: formatToPar(row.topar), share: Math.min(1, (worst + 5 - row.gross) / 10 + 0.3) }))} />
        ) : undefined,
      };
    }
    case 'player': {
      const history = await getPlayerTournaments({ playerno: id, lang: locale, pageno: 1, pagesize: 1 });
      const { player, summary } = history;
      return {
        kicker,
        title: player.nickname,
        facts: [
          t('playerRecord', { tournaments: summary.tournamentcnt, wins: summary.wins }),
          ...(summary.bestrank == null ? [] : [t('bestRank', { rank: summary.bestrank })]),
          ...(player.shopname ? [player.shopname] : []),
        ],
        drawing: <PlayerPortrait nickname={player.nickname} picture={await avatarForCard(player.avatarpath, 440)} caption={player.xhandicap == null ? undefined : t('handicap', { value: player.xhandicap.toFixed(1) })} />,
      };
    }
    case 'minigame': {
      const result = await getMinigameRanking(locale, id, '', 1, 5);
      const { minigame, minigameranklist } = result;
      const best = Math.max(1, ...minigameranklist.map((row) => row.value));
      const value = (v: number) => (minigame.valuekind === 'distance' ? `${v.toFixed(1)} m` : String(v));
      return {
        kicker,
        title: minigame.eventname,
        facts: [dates(minigame.startdate, minigame.enddate), minigame.shopname ?? t('networkWide'), t('entrants', { count: minigame.entrycnt })],
        drawing: minigameranklist.length ? (
          <LeaderBars rows={minigameranklist.map((row) => ({ label: shown(row.nickname), value: value(row.value), share: minigame.valueorder === 'asc' ? Math.min(1, minigameranklist[0].value / Math.max(row.value, 0.01)) : row.value / best }))} />
        ) : undefined,
      };
    }
    case 'lesson': {
      const lesson = await getLesson(id);
      const stage = await getTranslations({ locale, namespace: 'enums.lessonStage' });
      return {
        kicker,
        title: lesson.lesson.title,
        facts: [t('by', { nickname: shown(lesson.lesson.nickname) }), formatDate(lesson.lesson.regdate, timeZone)],
        drawing: lesson.lesson.stagetimes.length ? <StageTimeline times={lesson.lesson.stagetimes.slice(0, 7)} labels={lessonStages.map((key) => stage(key))} /> : undefined,
      };
    }
    case 'course': {
      const { course, holelist } = await getCourse(locale, id);
      return {
        kicker,
        title: course.coursename,
        facts: [`${course.region} · ${course.countryname}`, t('holesPar', { holes: course.holecnt, par: course.par })],
        drawing: <HoleBars holes={holelist.map((hole) => ({ par: hole.par, length: hole.distancewhite }))} />,
      };
    }
    case 'venue': {
      const { store } = await getStore(locale, id);
      return {
        kicker,
        title: store.shopname,
        facts: [`${store.city} · ${store.countryname}`, t('simulators', { count: store.simulators })],
        drawing: <WorldDot latitude={store.latitude} longitude={store.longitude} />,
      };
    }
    case 'notice': {
      const { notice } = await getNotice(locale, id);
      return { kicker, title: notice.title, facts: [t('posted', { date: formatDate(notice.regdate, timeZone) })] };
    }
    case 'resource': {
      const { resource } = await getResource(locale, id);
      return { kicker, title: resource.title, facts: [t('posted', { date: formatDate(resource.regdate, timeZone) })] };
    }
  }
}

async function sectionCard(locale: Locale, section: OgSection): Promise<Omit<CardContent, 'host'>> {
  const t = await getTranslations({ locale, namespace: 'seo.og.sections' });
  return { kicker: t(`${section}.kicker`), title: t(`${section}.title`), facts: [], drawing: <FlagOnGreen /> };
}

/** Cards change with their data, slowly: caches and link-preview crawlers may keep one for an hour. */
const cacheControl = 'public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400';

async function render(content: Omit<CardContent, 'host'>): Promise<Response> {
  return new ImageResponse(<Card {...content} host={host} />, { ...OG_IMAGE_SIZE, fonts: await loadFonts(), headers: { 'Cache-Control': cacheControl } });
}

export async function renderEntityCard(locale: Locale, kind: OgEntityKind, id: number): Promise<Response> {
  try {
    const content = await entityCard(locale, kind, id);
    if (!content) return new Response('Not found', { status: 404 });
    return await render(content);
  } catch (error) {
    if (isUpstreamError(error) && error.code === 404) return new Response('Not found', { status: 404 });
    throw error;
  }
}

export async function renderSectionCard(locale: Locale, section: OgSection): Promise<Response> {
  return render(await sectionCard(locale, section));
}
