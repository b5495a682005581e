/**
 * Support content: notices (HTML bodies in English and Korean, a few pinned), downloadable
 * resources in the four categories (manual, promotion, printed, other) and members' and guests'
 * inquiries, answered or still waiting.
 */
import type { inquiries, notices, resources } from '../schema';
import type { CourseSeed } from './courses';
import { DAY_MS, HOUR_MS } from './dates';
import type { PlayerSeed } from './players';
import { Random } from './random';
import type { StoreSeed } from './stores';
import type { TableWriter } from './writer';

type NoticeRow = typeof notices.$inferInsert;

interface NoticeText {
  title: string;
  titleKo: string;
  body: string;
  bodyKo: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HOLIDAYS: [string, string][] = [
  ['New Year holiday', '신정 연휴'], ['Lunar New Year holiday', '설 연휴'], ['Spring holiday', '봄 연휴'], ['Easter holiday', '부활절 연휴'],
  ['Children’s Day holiday', '어린이날 연휴'], ['Memorial Day holiday', '현충일 연휴'], ['Summer holiday', '여름 휴가철'], ['Liberation Day holiday', '광복절 연휴'],
  ['Chuseok holiday', '추석 연휴'], ['National Foundation Day holiday', '개천절 연휴'], ['Thanksgiving holiday', '추수감사절 연휴'], ['Christmas and year-end', '크리스마스 및 연말'],
];

function fmtDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '.');
}

/** Notice templates; `k` varies details between notices of the same kind. */
function noticeText(kind: number, k: number, ms: number, courses: CourseSeed[], stores: StoreSeed[], year: number): NoticeText {
  const date = fmtDate(ms + 7 * DAY_MS);
  switch (kind) {
    case 0: {
      return {
        title: `Scheduled system maintenance on ${date}`,
        titleKo: `${date} 정기 시스템 점검 안내`,
        body: `<p>To improve stability, the member portal and the simulator network will be under maintenance on <strong>${date}, 02:00–06:00 (KST)</strong>.</p><ul><li>Log-in, score upload and tournament entry are unavailable during the work.</li><li>Rounds played offline are uploaded automatically afterwards.</li></ul><p>We apologise for the inconvenience.</p>`,
        bodyKo: `<p>서비스 안정화를 위해 <strong>${date} 02:00~06:00(한국 시간)</strong> 회원 포털과 시뮬레이터 네트워크 점검을 진행합니다.</p><ul><li>점검 중에는 로그인, 스코어 업로드, 대회 참가 신청이 제한됩니다.</li><li>점검 시간에 오프라인으로 플레이한 라운드는 점검 후 자동으로 업로드됩니다.</li></ul><p>이용에 불편을 드려 죄송합니다.</p>`,
      };
    }
    case 1: {
      const c = courses[k % courses.length].row;
      return {
        title: `New course: ${c.name}`,
        titleKo: `신규 코스 오픈: ${c.nameKo}`,
        body: `<p><strong>${c.name}</strong> (${c.region}) is now available on every Clubhouse simulator.</p><p>${c.description}</p><p>See the hole-by-hole guide on the <a href="/golfcourse/courselist">course page</a>.</p>`,
        bodyKo: `<p><strong>${c.nameKo}</strong>(${c.region}) 코스를 이제 모든 클럽하우스 시뮬레이터에서 플레이할 수 있습니다.</p><p>${c.descriptionKo}</p><p>홀별 공략은 <a href="/golfcourse/courselist">골프 코스 페이지</a>에서 확인하세요.</p>`,
      };
    }
    case 2: {
      const s = stores[(k * 7) % stores.length];
      return {
        title: `${s.row.name} is now open`,
        titleKo: `${s.labelKo} 신규 오픈`,
        body: `<p>Our new venue <strong>${s.row.name}</strong> has opened at ${s.row.address} with ${s.row.simulators} simulator bays.</p><ul><li>Opening week: 20% off all bookings</li><li>Free club fitting for members</li></ul><p>Find directions on the <a href="/findlocation/stores">store finder</a>.</p>`,
        bodyKo: `<p><strong>${s.labelKo}</strong>이 ${s.row.address}에 시뮬레이터 ${s.row.simulators}타석 규모로 새롭게 문을 열었습니다.</p><ul><li>오픈 첫 주 모든 예약 20% 할인</li><li>회원 대상 무료 클럽 피팅</li></ul><p>오시는 길은 <a href="/findlocation/stores">매장 찾기</a>에서 확인하세요.</p>`,
      };
    }
    case 3:
      return {
        title: `${year} Grand Championship: qualifying and schedule`,
        titleKo: `${year} 그랜드 챔피언십 예선 및 일정 안내`,
        body: `<p>The ${year} Clubhouse Grand Championship is open to every verified member.</p><ol><li>Enter from the <a href="/tournament/tournamentschedule">tournament schedule</a>.</li><li>Play one 18-hole round at any venue during the tournament window.</li><li>Rankings are published by low gross, low net and New Peria.</li></ol><p>Major tournaments award double points towards the season standings.</p>`,
        bodyKo: `<p>${year} 클럽하우스 그랜드 챔피언십은 인증을 마친 모든 회원이 참가할 수 있습니다.</p><ol><li><a href="/tournament/tournamentschedule">대회 일정</a>에서 참가 신청을 하세요.</li><li>대회 기간 중 어느 매장에서나 18홀 1라운드를 플레이합니다.</li><li>그로스, 네트, 신페리오 방식으로 순위를 발표합니다.</li></ol><p>메이저 대회는 시즌 포인트가 2배로 적립됩니다.</p>`,
      };
    case 4:
      return {
        title: 'How the X-Handicap works',
        titleKo: 'X-핸디캡 산정 방식 안내',
        body: '<p>Your X-Handicap is calculated from your <strong>8 most recent nine-hole scores</strong>: the lowest 5 are averaged.</p><ul><li>An 18-hole round counts as two nine-hole scores.</li><li>For 18-hole events the handicap is doubled for low net.</li></ul><p>More details in the <a href="/halloffame/pointinfo">points and handicap guide</a>.</p>',
        bodyKo: '<p>X-핸디캡은 <strong>최근 9홀 스코어 8개</strong> 중 가장 좋은 5개의 평균으로 계산됩니다.</p><ul><li>18홀 라운드는 9홀 스코어 2개로 계산됩니다.</li><li>18홀 대회의 네트 스코어에는 핸디캡이 2배로 적용됩니다.</li></ul><p>자세한 내용은 <a href="/halloffame/pointinfo">포인트 및 핸디캡 안내</a>를 참고하세요.</p>',
      };
    case 5: {
      const [holiday, holidayKo] = HOLIDAYS[new Date(ms).getUTCMonth()];
      return {
        title: `${holiday} opening hours`,
        titleKo: `${holidayKo} 영업시간 안내`,
        body: `<p>During the holidays from ${date}, some venues open later and close earlier.</p><p>Please check the opening hours of your favourite venue on the <a href="/findlocation/stores">store finder</a> before you visit.</p>`,
        bodyKo: `<p>${date}부터 연휴 기간 동안 일부 매장의 영업시간이 변경됩니다.</p><p>방문 전 <a href="/findlocation/stores">매장 찾기</a>에서 단골 매장의 영업시간을 확인해 주세요.</p>`,
      };
    }
    case 6:
      return {
        title: 'Changes to the terms of use',
        titleKo: '이용약관 개정 안내',
        body: `<p>We are updating our terms of use. The new terms apply from <strong>${date}</strong>, seven days after this notice.</p><ul><li>Clarified refund rules for cancelled tournaments</li><li>Updated rules for mini-game prizes</li></ul><p>Read the full text in the <a href="/terms_of_use">terms of use</a>.</p>`,
        bodyKo: `<p>이용약관이 개정됩니다. 개정 약관은 공지 7일 후인 <strong>${date}</strong>부터 적용됩니다.</p><ul><li>취소된 대회의 환불 규정 명확화</li><li>미니게임 경품 규정 변경</li></ul><p>전문은 <a href="/terms_of_use">이용약관</a>에서 확인하세요.</p>`,
      };
    case 7:
      return {
        title: 'Beware of phishing e-mails',
        titleKo: '피싱 메일 주의 안내',
        body: '<p>Clubhouse will <strong>never</strong> ask for your password by e-mail or phone.</p><p>If you receive a suspicious message, do not click its links; report it through <a href="/support/inquiry">1:1 inquiry</a>.</p>',
        bodyKo: '<p>클럽하우스는 이메일이나 전화로 <strong>절대</strong> 비밀번호를 묻지 않습니다.</p><p>의심스러운 메시지를 받으면 링크를 누르지 말고 <a href="/support/inquiry">1:1 문의</a>로 알려 주세요.</p>',
      };
    case 8:
      return {
        title: `Simulator software update ${3 + (k % 4)}.${k % 10}`,
        titleKo: `시뮬레이터 소프트웨어 ${3 + (k % 4)}.${k % 10} 업데이트`,
        body: `<p>The new simulator software is rolling out to all venues.</p><ul><li>More realistic green speeds and grain</li><li>Faster score upload to MyZone</li><li>New swing-video capture for netizen lessons</li></ul>`,
        bodyKo: `<p>새 시뮬레이터 소프트웨어가 전 매장에 순차 적용됩니다.</p><ul><li>더욱 사실적인 그린 스피드와 결 구현</li><li>MyZone 스코어 업로드 속도 개선</li><li>네티즌 레슨용 스윙 영상 촬영 기능 추가</li></ul>`,
      };
    default: {
      const month = new Date(ms - 20 * DAY_MS).getUTCMonth();
      return {
        title: `${MONTHS[month]} mini-game winners announced`,
        titleKo: `${month + 1}월 미니게임 이벤트 당첨자 발표`,
        body: `<p>Congratulations to the winners of the ${MONTHS[month]} mini-games! The full list is on the <a href="/event/winaminigame">winners page</a>.</p><p>Prizes are sent to the registered address within two weeks.</p>`,
        bodyKo: `<p>${month + 1}월 미니게임 당첨자 여러분 축하드립니다! 전체 명단은 <a href="/event/winaminigame">당첨자 페이지</a>에서 확인하세요.</p><p>경품은 2주 이내에 등록된 주소로 발송됩니다.</p>`,
      };
    }
  }
}

/** Notice kinds that recur (maintenance, new course, new venue, software update, winners, holidays). */
const ROUTINE = [0, 1, 9, 2, 8, 9, 5, 1, 0, 9, 2];

const RESOURCES: [number, string, string, string][] = [
  [1, 'Simulator quick-start guide', '시뮬레이터 빠른 시작 가이드', 'quick-start-guide'],
  [1, 'Member portal user manual', '회원 포털 사용자 매뉴얼', 'portal-user-manual'],
  [1, 'Swing camera and netizen lesson upload guide', '스윙 카메라 및 네티즌 레슨 업로드 가이드', 'swing-upload-guide'],
  [1, 'Tournament entry and scoring guide', '대회 참가 및 스코어 산정 가이드', 'tournament-guide'],
  [1, 'Venue operations manual', '매장 운영 매뉴얼', 'venue-operations-manual'],
  [1, 'Putting mode settings explained', '퍼팅 모드 설정 안내', 'putting-settings'],
  [1, 'Club fitting process manual', '클럽 피팅 절차 매뉴얼', 'fitting-manual'],
  [1, 'Troubleshooting the ball sensor', '볼 센서 문제 해결 가이드', 'sensor-troubleshooting'],
  [2, 'Grand Championship poster', '그랜드 챔피언십 포스터', 'grand-championship-poster'],
  [2, 'Spring league flyer', '스프링 리그 전단', 'spring-league-flyer'],
  [2, 'Membership benefits leaflet', '회원 혜택 리플릿', 'membership-leaflet'],
  [2, 'Mini-game event banner set', '미니게임 이벤트 배너 세트', 'minigame-banners'],
  [2, 'Social media kit', '소셜 미디어 키트', 'social-media-kit'],
  [2, 'Ladies Day promotion pack', '레이디스 데이 프로모션 팩', 'ladies-day-pack'],
  [2, 'Corporate events brochure', '기업 단체 행사 브로슈어', 'corporate-brochure'],
  [3, 'Official scorecard (A5)', '공식 스코어카드 (A5)', 'scorecard-a5'],
  [3, 'Course yardage book template', '코스 야디지북 템플릿', 'yardage-book'],
  [3, 'Tournament rules sheet', '대회 규정 안내지', 'rules-sheet'],
  [3, 'Venue signage pack', '매장 사인물 세트', 'signage-pack'],
  [3, 'Gift voucher print file', '상품권 인쇄 파일', 'gift-voucher'],
  [3, 'Leaderboard wall poster', '리더보드 벽 포스터', 'leaderboard-poster'],
  [3, 'Lesson feedback sheet', '레슨 피드백 시트', 'lesson-feedback-sheet'],
  [4, 'Brand guidelines', '브랜드 가이드라인', 'brand-guidelines'],
  [4, 'Logo package', '로고 패키지', 'logo-package'],
  [4, 'Privacy policy (print version)', '개인정보처리방침 (인쇄용)', 'privacy-policy'],
  [4, 'Terms of use (print version)', '이용약관 (인쇄용)', 'terms-of-use'],
  [4, 'Franchise information pack', '가맹 안내 자료', 'franchise-information'],
  [4, 'Accessibility statement', '접근성 안내문', 'accessibility-statement'],
  [4, 'Annual network report', '연간 네트워크 리포트', 'annual-report'],
  [4, 'Press kit', '보도 자료 키트', 'press-kit'],
];

const INQUIRIES_EN: [string, string, string][] = [
  ['My round did not upload to MyZone', 'I played 18 holes yesterday evening but the round is not in my records. The simulator showed the upload as complete.', 'Thank you for letting us know. The venue had a network outage that evening; your round has now been uploaded and appears in MyZone.'],
  ['Refund for a cancelled tournament', 'The tournament I entered was cancelled. When will I get my entry fee back?', 'Refunds for cancelled tournaments are issued to the original card within 3–5 business days. Yours was processed today.'],
  ['How is my X-Handicap calculated?', 'My handicap went up after a good round. Can you explain how it works?', 'The X-Handicap averages the lowest 5 of your 8 most recent nine-hole scores; an older low score dropping out of the window can raise it.'],
  ['Change my favourite store', 'I moved and want to change my favourite store. Will I lose my points?', 'You can change it in MyZone > Account > Favourite location. Location points reset, but tour points are kept.'],
  ['Nickname change request', 'Is it possible to change my nickname?', 'Nicknames can be changed once every 30 days in MyZone > Account > Profile.'],
  ['Hole-in-one prize not received', 'I made a hole-in-one during the event last month but have not received the prize.', 'Congratulations! The prize was shipped on Monday; you will receive a tracking number by e-mail.'],
  ['Verification e-mail not arriving', 'I signed up but never received the verification e-mail.', 'Please check your spam folder. We have re-sent the verification e-mail to your address.'],
  ['Left-handed clubs at the venue', 'Do your venues have left-handed rental clubs?', 'Most venues keep one left-handed set; please call the venue ahead to reserve it.'],
];
const INQUIRIES_KO: [string, string, string][] = [
  ['라운드 기록이 MyZone에 보이지 않아요', '어제 저녁 18홀을 쳤는데 기록에 없습니다. 시뮬레이터에서는 업로드 완료라고 나왔어요.', '불편을 드려 죄송합니다. 해당 매장의 네트워크 장애로 업로드가 지연되었으며, 지금은 MyZone에서 확인하실 수 있습니다.'],
  ['취소된 대회 참가비 환불 문의', '참가 신청한 대회가 취소되었는데 참가비는 언제 환불되나요?', '취소된 대회의 참가비는 영업일 기준 3~5일 이내에 결제하신 카드로 환불됩니다. 오늘 환불 처리되었습니다.'],
  ['X-핸디캡 계산 방법이 궁금합니다', '좋은 스코어를 냈는데 핸디캡이 올랐어요. 어떻게 계산되나요?', 'X-핸디캡은 최근 9홀 스코어 8개 중 가장 좋은 5개의 평균입니다. 예전의 좋은 스코어가 계산 범위에서 빠지면 오를 수 있습니다.'],
  ['단골 매장 변경 문의', '이사를 해서 단골 매장을 바꾸고 싶은데 포인트가 사라지나요?', 'MyZone > 계정 > 단골 매장에서 변경하실 수 있습니다. 매장 포인트는 초기화되지만 투어 포인트는 유지됩니다.'],
  ['닉네임 변경 가능한가요?', '닉네임을 바꾸고 싶습니다.', '닉네임은 MyZone > 계정 > 프로필에서 30일에 한 번 변경하실 수 있습니다.'],
  ['홀인원 경품을 아직 못 받았어요', '지난달 이벤트 기간에 홀인원을 했는데 경품을 받지 못했습니다.', '축하드립니다! 경품은 월요일에 발송되었으며 운송장 번호를 이메일로 보내드리겠습니다.'],
  ['인증 메일이 오지 않습니다', '회원가입을 했는데 인증 메일을 받지 못했어요.', '스팸함을 확인해 주세요. 인증 메일을 다시 발송해 드렸습니다.'],
  ['왼손잡이 클럽 대여 가능한가요?', '매장에 왼손잡이용 대여 클럽이 있나요?', '대부분의 매장에 왼손잡이용 세트가 한 세트씩 있습니다. 방문 전 매장에 전화로 예약해 주세요.'],
];

export interface SupportContext {
  seed: number;
  scale: number;
  now: Date;
  players: PlayerSeed[];
  /** Names and e-mail of each member, by player index. */
  playerInfo: { firstname: string; lastname: string; email: string }[];
  verifiedCount: number;
  courses: CourseSeed[];
  stores: StoreSeed[];
  firstNoticeno: number;
  firstResourceno: number;
  firstInquiryno: number;
  notices: TableWriter<typeof notices>;
  resources: TableWriter<typeof resources>;
  inquiries: TableWriter<typeof inquiries>;
}

/** Notices, resources and inquiries together (inquiries: about 80 × scale). */
export function supportCount(scale: number): number {
  return 40 + RESOURCES.length + Math.max(12, Math.round(80 * scale));
}

export async function generateSupport(ctx: SupportContext): Promise<{ notices: number; resources: number; inquiries: number }> {
  const r = Random.derive(ctx.seed, 'support');
  const nowMs = ctx.now.getTime();

  // ---- notices: 40, newest first in time; three pinned
  const noticeCount = 40;
  const noticeRows: NoticeRow[] = [];
  for (let k = 0; k < noticeCount; k++) {
    const ageDays = Math.round(((noticeCount - k) / noticeCount) * 700) + r.int(0, 12);
    const createdMs = nowMs - ageDays * DAY_MS + r.int(8, 18) * HOUR_MS;
    // Oldest first: routine notices cycle; the one-off ones (last season's championship, terms
    // change) sit in the middle, and the three newest are pinned.
    const kind = k >= noticeCount - 3 ? [3, 4, 7][k - (noticeCount - 3)] : k === 14 ? 3 : k === 22 ? 6 : ROUTINE[k % ROUTINE.length];
    const text = noticeText(kind, k, createdMs, ctx.courses, ctx.stores, new Date(createdMs).getUTCFullYear());
    noticeRows.push({
      noticeno: ctx.firstNoticeno + k,
      ...text,
      pinned: k >= noticeCount - 3,
      views: Math.round(r.logNormal(400, 0.8) * Math.min(1, ageDays / 30 + 0.1)),
      createdAt: new Date(createdMs),
      publishedAt: new Date(createdMs),
    });
  }
  for (const row of noticeRows) await ctx.notices.push(row);

  // ---- resources: 30 across the four categories
  for (let k = 0; k < RESOURCES.length; k++) {
    const [category, title, titleKo, file] = RESOURCES[k];
    const resourceno = ctx.firstResourceno + k;
    const createdMs = nowMs - r.int(5, 900) * DAY_MS;
    await ctx.resources.push({
      resourceno,
      category,
      title,
      titleKo,
      body: `<p>${title} — PDF for venues and members. Download and print, or share the link.</p>`,
      bodyKo: `<p>${titleKo} — 매장과 회원을 위한 PDF 자료입니다. 내려받아 인쇄하거나 링크를 공유하세요.</p>`,
      filePath: `resources/${resourceno}/${file}.pdf`,
      fileName: `${file}.pdf`,
      // What printed matter of a page or two weighs: 0.2 to 6 MB (media/ writes each file at this size).
      fileSize: Math.round(Math.min(6_000_000, Math.max(200_000, r.logNormal(1_100_000, 0.8)))),
      downloads: Math.round(r.logNormal(150, 1)),
      createdAt: new Date(createdMs),
    });
  }

  // ---- inquiries: about 80 × scale, members' and guests'; the demo member has three
  const inquiryCount = Math.max(12, Math.round(80 * ctx.scale));
  const rows: (typeof inquiries.$inferInsert)[] = [];
  for (let k = 0; k < inquiryCount; k++) {
    const q = Random.derive(ctx.seed, 'inquiry', k);
    const demo = k < 3;
    const member = demo || q.chance(0.75);
    const playerIndex = demo ? 0 : member ? q.int(0, ctx.verifiedCount - 1) : -1;
    const player = playerIndex >= 0 ? ctx.players[playerIndex] : null;
    const ko = player ? player.countryCode === 'KOR' : q.chance(0.4);
    const [title, body, answer] = q.pick(ko ? INQUIRIES_KO : INQUIRIES_EN);
    const createdMs = demo ? nowMs - [40, 12, 1][k] * DAY_MS - q.int(1, 10) * HOUR_MS : nowMs - q.int(1, 600) * DAY_MS + q.int(0, 23) * HOUR_MS;
    const waiting = demo ? k === 2 : nowMs - createdMs < 3 * DAY_MS ? q.chance(0.8) : q.chance(0.12);
    const info = playerIndex >= 0 ? ctx.playerInfo[playerIndex] : null;
    const guestName = ko ? q.pick(['김지훈', '이수진', '박민호', '최예린', '정다은']) : q.pick(['JamesLee', 'EmilyClark', 'DanielKim', 'SophiaMoore', 'RyanPark']);
    const name = info ? `${info.lastname}${info.firstname}`.replace(/[^A-Za-z0-9가-힣]/g, '').slice(0, 20) || guestName : guestName;
    rows.push({
      inquiryno: ctx.firstInquiryno + k,
      playerPk: player?.pk ?? null,
      title,
      name: ko || !info ? name : `${info.firstname}${info.lastname}`.replace(/[^A-Za-z0-9가-힣]/g, '').slice(0, 20) || guestName,
      phone: ko ? `010-${q.int(1000, 9999)}-${q.int(1000, 9999)}` : `${q.pick(['213', '212', '416', '604', '020', '02'])}-555-01${q.int(10, 99)}`,
      email: info?.email ?? `${guestName.toLowerCase().replace(/[^a-z]/g, '') || 'guest'}${q.int(1, 999)}@example.com`,
      body,
      status: waiting ? 'waiting' : 'done',
      answer: waiting ? null : answer,
      answeredAt: waiting ? null : new Date(Math.min(nowMs - HOUR_MS, createdMs + q.int(2, 40) * HOUR_MS)),
      createdAt: new Date(createdMs),
    });
  }
  for (const row of rows) await ctx.inquiries.push(row);
  await Promise.all([ctx.notices.close(), ctx.resources.close(), ctx.inquiries.close()]);
  return { notices: noticeCount, resources: RESOURCES.length, inquiries: inquiryCount };
}
