/**
 * Mini-game events: all 13 event types (spec §3: 0 total … 12 nearpin ranking) in all four states.
 * Values are metres for the longest and nearest-the-pin types (9–12; for nearest the pin the
 * smallest is best) and a count of achievements for the others. Completed events have places and
 * winners (is_winner, prize); running ones provisional places.
 */
import type { minigameEntries, minigameEvents } from '../schema';
import type { CourseSeed } from './courses';
import { DAY_MS, HOUR_MS } from './dates';
import type { PlayerSeed } from './players';
import { Random, round } from './random';
import type { StoreSeed } from './stores';
import type { TableWriter } from './writer';

const TYPES: [string, string][] = [
  ['Mini-Game Grand Slam', '미니게임 그랜드슬램'],
  ['Hole-in-One Challenge', '홀인원 챌린지'],
  ['Albatross Hunt', '알바트로스 헌트'],
  ['Par-5 Eagle Event', '파5 이글 이벤트'],
  ['Par-5 Birdie Event', '파5 버디 이벤트'],
  ['Par-5 Par Event', '파5 파 이벤트'],
  ['Par-4 Eagle Event', '파4 이글 이벤트'],
  ['Par-4 Birdie Event', '파4 버디 이벤트'],
  ['Par-4 Par Event', '파4 파 이벤트'],
  ['Longest Drive', '롱기스트 드라이브'],
  ['Nearest the Pin', '니어핀'],
  ['Longest Ranking', '롱기스트 랭킹'],
  ['Nearest-Pin Ranking', '니어핀 랭킹'],
];

const HOW: [string, string][] = [
  ['Every eagle, birdie and par-or-better on par 4s and par 5s in the event period counts; the most achievements win.', '기간 중 파4·파5 홀에서 기록한 이글, 버디, 파 이상의 기록을 모두 합산하여 가장 많은 기록을 남긴 회원이 우승합니다.'],
  ['Make a hole-in-one on any par 3 during the event period.', '기간 중 파3 홀에서 홀인원을 기록하세요.'],
  ['Make an albatross (three under par) on any hole during the event period.', '기간 중 어느 홀에서든 알바트로스(-3)를 기록하세요.'],
  ['Eagles on par-5 holes are counted; the most eagles win.', '파5 홀 이글 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Birdies on par-5 holes are counted; the most birdies win.', '파5 홀 버디 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Pars on par-5 holes are counted; the most pars win.', '파5 홀 파 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Eagles on par-4 holes are counted; the most eagles win.', '파4 홀 이글 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Birdies on par-4 holes are counted; the most birdies win.', '파4 홀 버디 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Pars on par-4 holes are counted; the most pars win.', '파4 홀 파 횟수를 집계하여 가장 많이 기록한 회원이 우승합니다.'],
  ['Your longest drive on the event hole counts (fairway finishes only).', '이벤트 홀에서 페어웨이에 안착한 가장 긴 드라이브 거리가 기록됩니다.'],
  ['Your closest tee shot to the pin on the event par 3 counts.', '이벤트 파3 홀에서 핀에 가장 가깝게 붙인 티샷 거리가 기록됩니다.'],
  ['Weekly longest-drive ranking: the longest drive of the period wins.', '기간 중 가장 긴 드라이브 거리로 순위를 정하는 롱기스트 랭킹입니다.'],
  ['Weekly nearest-the-pin ranking: the closest shot of the period wins.', '기간 중 핀에 가장 가까운 샷으로 순위를 정하는 니어핀 랭킹입니다.'],
];

const PRIZES: [string, string][] = [
  ['A dozen premium tour balls', '프리미엄 투어 볼 1더즌'],
  ['A Clubhouse gift card', '클럽하우스 기프트 카드'],
  ['A free simulator hour for two', '2인 시뮬레이터 1시간 무료 이용권'],
  ['A custom-fitted wedge', '맞춤 피팅 웨지'],
  ['A premium rangefinder', '프리미엄 거리 측정기'],
];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type EventStatus = 0 | 1 | 2 | 3;

export interface EventsContext {
  seed: number;
  scale: number;
  now: Date;
  players: PlayerSeed[];
  verifiedCount: number;
  stores: StoreSeed[];
  courses: CourseSeed[];
  firstEventno: number;
  firstEntryId: number;
  events: TableWriter<typeof minigameEvents>;
  entries: TableWriter<typeof minigameEntries>;
}

/** How likely a member of this level is to achieve the event's thing in a round, roughly. */
function countValue(r: Random, type: number, level: number): number {
  const good = Math.max(0.2, 1.6 - level / 30);
  switch (type) {
    case 1:
    case 2:
      return r.chance(0.93) ? 1 : 2;
    case 3:
    case 6:
      return 1 + (r.chance(0.15 * good) ? 1 : 0);
    case 4:
      return Math.max(1, Math.round(r.logNormal(2 * good, 0.6)));
    case 7:
      return Math.max(1, Math.round(r.logNormal(4 * good, 0.6)));
    case 5:
      return Math.max(1, Math.round(r.logNormal(6 * good, 0.6)));
    case 8:
      return Math.max(1, Math.round(r.logNormal(14 * good, 0.6)));
    default:
      return Math.max(1, Math.round(r.logNormal(22 * good, 0.6)));
  }
}

/** About 60 × scale events; at least 15 so every type and state is there. */
export function eventCount(scale: number): number {
  return Math.max(15, Math.round(60 * scale));
}

export async function generateEvents(ctx: EventsContext): Promise<{ events: number; entries: number }> {
  const nowMs = ctx.now.getTime();
  const count = eventCount(ctx.scale);
  let entryId = ctx.firstEntryId;
  const byStore = new Map<number, number[]>();
  for (let i = 0; i < ctx.verifiedCount; i++) {
    const p = ctx.players[i];
    (byStore.get(p.homeStore) ?? byStore.set(p.homeStore, []).get(p.homeStore)!).push(i);
  }

  const planned: { index: number; eventno: number; type: number; status: EventStatus; store: StoreSeed | null; holeType: boolean; startsMs: number; endsMs: number; winnerCount: number; prize: string }[] = [];
  for (let index = 0; index < count; index++) {
    const r = Random.derive(ctx.seed, 'event', index);
    const eventno = ctx.firstEventno + index;
    // The first 13 cover every type with entries (completed or running); the next two the other states.
    const type = index < 13 ? index : r.int(0, 12);
    const status: EventStatus = index < 13 ? (index % 2 === 0 ? 2 : 1) : index === 13 ? 0 : index === 14 ? 3 : r.weighted([2, 1, 0, 3] as EventStatus[], [55, 15, 20, 10]);
    const store = r.chance(0.4) ? ctx.stores[r.int(0, ctx.stores.length - 1)] : null;
    const holeType = type >= 9;
    const course = holeType || r.chance(0.3) ? ctx.courses[r.int(0, ctx.courses.length - 1)] : null;
    let holeNo: number | null = null;
    if (course && holeType) {
      const wanted = type === 10 || type === 12 ? 3 : 4;
      const candidates = course.pars.map((p, i) => (p === wanted || (wanted === 4 && p === 5) ? i + 1 : 0)).filter(Boolean);
      holeNo = r.pick(candidates);
    }
    const duration = r.int(7, 31) * DAY_MS;
    let startsMs: number;
    if (status === 2) startsMs = nowMs - duration - r.int(1, 540) * DAY_MS;
    else if (status === 1) startsMs = nowMs - r.int(1, Math.max(1, Math.floor(duration / DAY_MS) - 1)) * DAY_MS;
    else if (status === 0) startsMs = nowMs + r.int(2, 45) * DAY_MS;
    else startsMs = nowMs + r.int(-120, 20) * DAY_MS;
    startsMs = Math.floor(startsMs / DAY_MS) * DAY_MS;
    const endsMs = startsMs + duration;
    const month = new Date(startsMs).getUTCMonth();
    const [typeName, typeNameKo] = TYPES[type];
    const [how, howKo] = HOW[type];
    const prize = r.pick(PRIZES);
    const winnerCount = type === 1 || type === 2 ? r.int(1, 3) : r.pick([1, 3, 3, 5, 10]);
    const where = store ? ` at ${store.row.name}` : '';
    const whereKo = store ? ` (${store.labelKo})` : '';
    const holeText = course ? ` Course: ${course.row.name}${holeNo ? `, hole ${holeNo}` : ''}.` : '';
    const holeTextKo = course ? ` 코스: ${course.row.nameKo}${holeNo ? ` ${holeNo}번 홀` : ''}.` : '';
    await ctx.events.push({
      eventno,
      name: `${MONTHS[month]} ${typeName}${where}`,
      nameKo: `${month + 1}월 ${typeNameKo}${whereKo}`,
      eventType: type,
      status,
      shopno: store?.row.shopno ?? null,
      courseno: course?.row.courseno ?? null,
      holeNo,
      prize: winnerCount === 1 ? `${prize[0]} for the winner` : `${prize[0]} for each of the top ${winnerCount}`,
      prizeKo: winnerCount === 1 ? `우승자에게 ${prize[1]} 증정` : `상위 ${winnerCount}명에게 ${prize[1]} 증정`,
      // One venue's event is played there only; a network event anywhere (the Korean text says the same).
      description: `<p>${how}${holeText}</p><p>${store ? `This event is for ${store.row.name} only: play it on a simulator there.` : 'Play at any Clubhouse venue.'} Winners are announced within a week of the end of the event.</p>`,
      descriptionKo: `<p>${howKo}${holeTextKo}</p><p>${store ? `${store.labelKo}에서만 참여할 수 있는 이벤트입니다.` : '전국 모든 클럽하우스 매장에서 참여할 수 있습니다.'} 당첨자는 이벤트 종료 후 일주일 이내에 발표됩니다.</p>`,
      winnerCount,
      startsAt: new Date(startsMs),
      endsAt: new Date(endsMs),
      // Drawn on request by lib/shared/storage/demo.ts until a real banner is stored at that path.
      imagePath: `events/${eventno}/banner.svg`,
      createdAt: new Date(Math.min(startsMs - r.int(3, 20) * DAY_MS, nowMs - DAY_MS)),
    });

    planned.push({ index, eventno, type, status, store, holeType, startsMs, endsMs, winnerCount, prize: prize[0] });
  }
  // Entries refer to their event: every event is stored first.
  await ctx.events.close();

  for (const { index, eventno, type, status, store, startsMs, endsMs, winnerCount, prize } of planned) {
    if (status === 0) continue;
    const r = Random.derive(ctx.seed, 'event-entries', index);
    const rare = type === 1 || type === 2 || type === 3 || type === 6;
    const wanted = status === 3 ? r.int(1, 6) : rare ? r.int(2, 14) : Math.round(Math.min(400, r.logNormal(60, 0.7)));
    const untilMs = Math.min(endsMs, nowMs - HOUR_MS);
    const eligible = (i: number) => {
      const p = ctx.players[i];
      return p.status !== 'pending' && p.joinedMs < startsMs && (p.withdrawnMs === null || p.withdrawnMs > untilMs);
    };
    const chosen = new Set<number>();
    const local = store ? byStore.get(store.row.shopno!) ?? [] : [];
    for (const i of r.sample(local, wanted * 2)) if (chosen.size < wanted && eligible(i)) chosen.add(i);
    // Network events draw from everyone; a venue's event also gets visitors when its own members are few.
    const target = store ? Math.min(wanted, chosen.size + Math.ceil(wanted / 4)) : wanted;
    for (let k = 0; k < wanted * 30 && chosen.size < target; k++) {
      const i = r.int(0, ctx.verifiedCount - 1);
      if (eligible(i)) chosen.add(i);
    }
    if (!store && eligible(0) && index < 13) chosen.add(0); // the demo member tries the network events
    const list = [...chosen].map((i) => {
      const p = ctx.players[i];
      let value: number;
      if (type === 9 || type === 11) value = round(Math.min(p.driver + 55, p.driver + Math.abs(r.normal(14, 10))), 1);
      else if (type === 10 || type === 12) value = round(Math.min(35, Math.max(0.05, r.logNormal(2.2 + p.level * 0.12, 0.7))), 2);
      else value = countValue(r, type, p.level);
      const achievedMs = Math.floor(startsMs + r.next() * Math.max(HOUR_MS, untilMs - startsMs));
      return { i, value, achievedMs };
    });
    const smallIsBest = type === 10 || type === 12;
    list.sort((a, b) => (smallIsBest ? a.value - b.value : b.value - a.value) || a.achievedMs - b.achievedMs || a.i - b.i);
    for (let k = 0; k < list.length; k++) {
      const e = list[k];
      const p = ctx.players[e.i];
      const ranked = status === 1 || status === 2;
      const winner = status === 2 && k < winnerCount;
      await ctx.entries.push({
        id: entryId++,
        eventno,
        playerPk: p.pk,
        shopno: store?.row.shopno ?? p.homeStore,
        value: e.value,
        achievedAt: new Date(e.achievedMs),
        rank: ranked ? k + 1 : null,
        isWinner: winner,
        prize: winner ? prize : null,
      });
    }
  }
  await ctx.entries.close();
  return { events: count, entries: entryId - ctx.firstEntryId };
}
