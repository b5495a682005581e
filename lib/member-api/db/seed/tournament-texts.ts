/** Names, descriptions and prize texts of tournaments, in English and Korean. */
import type { Random } from './random';

export const FORMAT_NAMES: Record<number, [string, string]> = {
  1: ['stroke play', '스트로크 플레이'],
  2: ['match play', '매치 플레이'],
  3: ['skins game', '스킨스 게임'],
  4: ['approach contest', '어프로치 콘테스트'],
  5: ['driveway contest', '드라이브웨이 콘테스트'],
  6: ['par-3 play', '파3 플레이'],
  7: ['longest drive contest', '롱기스트 콘테스트'],
  8: ['putting contest', '퍼팅 콘테스트'],
  9: ['nearest-the-pin contest', '니어핀 콘테스트'],
};

const FORMAT_TITLES: Record<number, [string, string]> = {
  2: ['Match Play Championship', '매치플레이 챔피언십'],
  3: ['Skins Classic', '스킨스 클래식'],
  4: ['Approach Challenge', '어프로치 챌린지'],
  5: ['Driveway Challenge', '드라이브웨이 챌린지'],
  6: ['Par-3 Festival', '파3 페스티벌'],
  7: ['Long Drive Championship', '롱 드라이브 챔피언십'],
  8: ['Putting Masters', '퍼팅 마스터즈'],
  9: ['Nearest the Pin Challenge', '니어핀 챌린지'],
};

const TEE_NAMES: Record<number, [string, string]> = {
  1: ['blue', '블루'],
  2: ['white', '화이트'],
  3: ['red', '레드'],
  4: ['yellow', '옐로'],
};

const SEASONS: [string, string][] = [
  ['Winter', '윈터'], ['Winter', '윈터'], ['Spring', '스프링'], ['Spring', '스프링'], ['Spring', '스프링'], ['Summer', '서머'],
  ['Summer', '서머'], ['Summer', '서머'], ['Autumn', '어텀'], ['Autumn', '어텀'], ['Autumn', '어텀'], ['Winter', '윈터'],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface TournamentTextInput {
  grand: boolean;
  network: boolean;
  ladies: boolean;
  seniors: boolean;
  season: number;
  month: number;
  tourType: number;
  tourLevel: number | null;
  tourClass: number;
  rankType: number;
  playFormat: number;
  holes: number;
  attemptsAllowed: number;
  entryFee: number;
  currency: string;
  courseName: string;
  courseNameKo: string;
  storeName: string | null;
  storeNameKo: string | null;
  teeMen: number;
  teeWomen: number;
  mulligans: number;
  gimme: number;
}

export function tournamentName(random: Random, t: TournamentTextInput): [string, string] {
  const y = t.season;
  const [seasonEn, seasonKo] = SEASONS[t.month];
  if (t.grand) return [`${y} Clubhouse Grand Championship`, `${y} 클럽하우스 그랜드 챔피언십`];
  if (t.network) {
    if (t.playFormat !== 1) {
      const [en, ko] = FORMAT_TITLES[t.playFormat];
      return [`${y} Clubhouse ${en}`, `${y} 클럽하우스 ${ko}`];
    }
    if (t.ladies) return [`${y} Clubhouse Ladies Championship`, `${y} 클럽하우스 레이디스 챔피언십`];
    if (t.seniors) return [`${y} Seniors Cup`, `${y} 시니어스 컵`];
    if (t.tourLevel === 1 && t.tourType !== 1) return [`${y} Pro-Am Invitational`, `${y} 프로암 인비테이셔널`];
    if (t.tourLevel === 5) return [`${seasonEn} Rookie Challenge ${y}`, `${y} ${seasonKo} 루키 챌린지`];
    if (t.tourClass === 2) {
      return random.pick<[string, string]>([
        [`${y} Clubhouse Masters`, `${y} 클럽하우스 마스터즈`],
        [`${y} World Amateur Open`, `${y} 월드 아마추어 오픈`],
        [`${y} Tour Championship`, `${y} 투어 챔피언십`],
      ]);
    }
    return random.pick<[string, string]>([
      [`${seasonEn} Classic ${y}`, `${y} ${seasonKo} 클래식`],
      [`${y} Nations Cup`, `${y} 네이션스컵`],
      [`${t.courseName} Open`, `${t.courseNameKo} 오픈`],
      [`Night League Finals ${y}`, `${y} 나이트 리그 파이널`],
      [`${MONTHS[t.month]} Weekend Medal`, `${t.month + 1}월 위켄드 메달`],
      [`${y} Amateur Series ${random.int(1, 6)}`, `${y} 아마추어 시리즈 ${random.int(1, 6)}차`],
    ]);
  }
  const store = t.storeName!;
  const storeKo = t.storeNameKo!;
  if (t.playFormat !== 1) {
    const [en, ko] = FORMAT_TITLES[t.playFormat];
    return [`${store} ${en}`, `${storeKo} ${ko}`];
  }
  if (t.ladies) return [`${store} Ladies Day`, `${storeKo} 레이디스 데이`];
  return random.pick<[string, string]>([
    [`${store} Monthly Medal – ${MONTHS[t.month]}`, `${storeKo} ${t.month + 1}월 월례회`],
    [`${store} Club Championship ${y}`, `${y} ${storeKo} 클럽 챔피언십`],
    [`${store} Weekend Stroke Play`, `${storeKo} 주말 스트로크 대회`],
    [`${store} Friday Night League`, `${storeKo} 금요 나이트 리그`],
    [`${store} Members Cup`, `${storeKo} 회원의 날 컵`],
  ]);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in minor units (cents; won and yen have none) as the locale writes it. */
function money(amount: number, currency: string, locale: 'en-US' | 'ko-KR'): string {
  const zeroDecimal = currency === 'KRW' || currency === 'JPY';
  const key = `${locale}/${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: zeroDecimal ? 0 : 2 });
    formatters.set(key, format);
  }
  return format.format(zeroDecimal ? amount : amount / 100);
}

export function tournamentTexts(t: TournamentTextInput): { description: string; descriptionKo: string; prize: string; prizeKo: string } {
  const [formatEn, formatKo] = FORMAT_NAMES[t.playFormat];
  const [teeMen, teeMenKo] = TEE_NAMES[t.teeMen];
  const [teeWomen, teeWomenKo] = TEE_NAMES[t.teeWomen];
  const rankEn = ['Ranked by low gross and low net (X-Handicap).', 'Ranked by low gross.', 'Ranked by low net (X-Handicap).'][t.rankType];
  const rankKo = ['그로스 스코어와 X-핸디캡을 적용한 네트 스코어로 순위를 정합니다.', '그로스 스코어로 순위를 정합니다.', 'X-핸디캡을 적용한 네트 스코어로 순위를 정합니다.'][t.rankType];
  const attemptsEn = t.attemptsAllowed > 1 ? `You may play up to ${t.attemptsAllowed} times; your best round counts.` : 'One round per member.';
  const attemptsKo = t.attemptsAllowed > 1 ? `최대 ${t.attemptsAllowed}회까지 참가할 수 있으며 가장 좋은 라운드가 반영됩니다.` : '회원당 1회 참가할 수 있습니다.';
  // How the fee is paid and refunded is stated by the conditions' own rows (rendered from
  // lib/shared/domain/refund-policy), never in a stored description that could contradict them.
  const feeEn = t.entryFee > 0 ? `Entry fee ${money(t.entryFee, t.currency, 'en-US')}.` : 'Free entry.';
  const feeKo = t.entryFee > 0 ? `참가비 ${money(t.entryFee, t.currency, 'ko-KR')}.` : '참가비는 무료입니다.';
  const rulesEn = `Mulligans: ${t.mulligans}. Gimme: ${t.gimme > 0 ? `${t.gimme} m` : 'none'}.`;
  const rulesKo = `멀리건 ${t.mulligans}회, 컨시드 ${t.gimme > 0 ? `${t.gimme}m` : '없음'}.`;
  const description =
    `<p>${t.holes}-hole ${formatEn} on ${t.courseName}, men from the ${teeMen} tees and women from the ${teeWomen} tees. ${rankEn}</p>` +
    `<p>${attemptsEn} ${rulesEn} ${feeEn}</p>`;
  const descriptionKo =
    `<p>${t.courseNameKo}에서 열리는 ${t.holes}홀 ${formatKo} 대회입니다. 남성은 ${teeMenKo} 티, 여성은 ${teeWomenKo} 티를 사용합니다. ${rankKo}</p>` +
    `<p>${attemptsKo} ${rulesKo} ${feeKo}</p>`;

  const purse = (t.grand ? 10 : t.tourClass === 2 ? 5 : t.network ? 2 : 1) * (t.entryFee > 0 ? 2 : 1);
  const unit = t.currency === 'KRW' ? 100_000 : t.currency === 'JPY' ? 10_000 : t.currency === 'CNY' ? 50_000 : t.currency === 'AED' ? 30_000 : 10_000;
  const first = money(unit * 3 * purse, t.currency, 'en-US');
  const second = money(unit * 2 * purse, t.currency, 'en-US');
  const third = money(unit * purse, t.currency, 'en-US');
  const firstKo = money(unit * 3 * purse, t.currency, 'ko-KR');
  const secondKo = money(unit * 2 * purse, t.currency, 'ko-KR');
  const thirdKo = money(unit * purse, t.currency, 'ko-KR');
  const prize = t.grand
    ? `Champion: ${first} and the Grand Championship trophy · Runner-up: ${second} · 3rd: ${third} · Low net winner: a custom-fitted driver`
    : `1st: ${first} pro-shop voucher · 2nd: ${second} · 3rd: ${third}`;
  const prizeKo = t.grand
    ? `우승: ${firstKo} 및 그랜드 챔피언십 트로피 · 준우승: ${secondKo} · 3위: ${thirdKo} · 네트 1위: 맞춤 피팅 드라이버`
    : `우승: ${firstKo} 프로숍 상품권 · 준우승: ${secondKo} · 3위: ${thirdKo}`;
  return { description, descriptionKo, prize, prizeKo };
}
