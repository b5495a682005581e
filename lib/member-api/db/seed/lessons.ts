/**
 * Netizen lessons: members' swing videos with a coach's comment on each of the seven stages
 * (Address … Finish) and an overall one, in Korean for Korean members and English otherwise, and
 * other members' comments. Each lesson shows one of the demo swing clips (swing-clips.ts) and takes
 * its stage times, so the chapters seek the video; media/ encodes the clips at start.
 */
import type { lessonComments, swingLessons } from '../schema';
import { DAY_MS, HOUR_MS } from './dates';
import type { PlayerSeed } from './players';
import { Random } from './random';
import { SWING_CLIPS } from './swing-clips';
import type { TableWriter } from './writer';

const CLUB_EN: Record<number, string> = { 1: 'driver', 2: 'fairway wood', 3: 'utility', 4: 'iron', 5: 'wedge', 6: 'putter' };
const CLUB_KO: Record<number, string> = { 1: '드라이버', 2: '페어웨이 우드', 3: '유틸리티', 4: '아이언', 5: '웨지', 6: '퍼터' };

const TITLES_EN = [
  'My {club} keeps slicing — what am I doing wrong?',
  'Please check my {club} swing',
  'Losing distance with the {club} lately',
  'Thin and fat {club} shots, help!',
  'First swing video — be honest',
  'Working on tempo with the {club}',
  'Hook with the {club} under pressure',
  'Is my {club} takeaway too inside?',
];
const TITLES_KO = [
  '{club} 슬라이스가 계속 나요. 원인이 뭘까요?',
  '{club} 스윙 한번 봐주세요',
  '요즘 {club} 비거리가 줄었습니다',
  '{club} 뒤땅과 탑볼이 번갈아 나와요',
  '첫 스윙 영상 올립니다. 솔직한 조언 부탁드려요',
  '{club} 템포 연습 중입니다',
  '긴장하면 {club} 훅이 나요',
  '{club} 테이크어웨이가 너무 인사이드인가요?',
];

/** Coach's comments per stage: [English options, Korean options]. */
const STAGES: [string[], string[]][] = [
  [
    ['Good athletic posture at address; the ball is a touch too far forward for this club.', 'Your grip is a little strong: rotate both hands slightly to the left.', 'Weight looks well balanced. Bend a bit more from the hips and let the arms hang.', 'Aim is fine, but your shoulders are open to the target line.'],
    ['어드레스 자세는 안정적입니다. 다만 이 클럽에 비해 공 위치가 약간 왼쪽입니다.', '그립이 조금 강합니다. 양손을 살짝 왼쪽으로 돌려 잡아 보세요.', '체중 배분은 좋습니다. 고관절을 조금 더 접고 팔은 자연스럽게 늘어뜨리세요.', '정렬은 괜찮지만 어깨가 타깃 방향으로 열려 있습니다.'],
  ],
  [
    ['The takeaway goes inside too quickly; keep the club head outside the hands until waist height.', 'Nice one-piece takeaway. Keep the right knee flexed as you turn.', 'Your hips slide to the right instead of turning. Feel the right hip move back, not sideways.', 'Wrists hinge a little early; let the arms and shoulders start the swing.'],
    ['테이크어웨이가 너무 빨리 안쪽으로 들어옵니다. 허리 높이까지는 헤드가 손보다 바깥에 있도록 하세요.', '원피스 테이크어웨이가 좋습니다. 회전하는 동안 오른쪽 무릎 각도를 유지하세요.', '엉덩이가 회전하지 않고 오른쪽으로 밀립니다. 옆이 아니라 뒤로 돌아간다는 느낌을 가져 보세요.', '손목 코킹이 조금 이릅니다. 팔과 어깨로 스윙을 시작하세요.'],
  ],
  [
    ['Full shoulder turn, well done. The club crosses the line slightly at the top.', 'The left wrist is cupped at the top, which opens the face. Try a flatter wrist.', 'You lose your spine angle at the top; stay down a moment longer.', 'A compact top position suits you — no need to swing longer.'],
    ['어깨 회전이 충분합니다. 다만 탑에서 클럽이 약간 크로스됩니다.', '탑에서 왼손목이 꺾여 페이스가 열립니다. 손목을 평평하게 유지해 보세요.', '탑에서 척추 각도가 무너집니다. 조금 더 자세를 유지하세요.', '간결한 탑 포지션이 잘 어울립니다. 더 크게 할 필요는 없습니다.'],
  ],
  [
    ['You start down with the shoulders, which throws the club over the top. Start with the lower body.', 'Good sequence: hips first, then chest, then arms.', 'The club gets steep in transition; feel the right elbow drop to your side.', 'You release the angle early (casting). Hold the wrist hinge a little longer.'],
    ['다운스윙을 어깨로 시작해 아웃투인 궤도가 됩니다. 하체로 먼저 시작하세요.', '하체, 상체, 팔 순서의 연결이 좋습니다.', '전환 구간에서 클럽이 가파르게 떨어집니다. 오른쪽 팔꿈치가 옆구리로 내려오는 느낌을 가지세요.', '코킹이 일찍 풀립니다(캐스팅). 손목 각도를 조금 더 오래 유지하세요.'],
  ],
  [
    ['At impact the hands are behind the ball; lead with the left wrist for a solid strike.', 'Solid impact position with the hips open — this is where your distance comes from.', 'The head moves toward the target at impact. Keep it behind the ball.', 'The face is slightly open at impact, which explains the slice.'],
    ['임팩트에서 손이 공보다 뒤에 있습니다. 왼손목이 리드하도록 하세요.', '골반이 열린 좋은 임팩트 자세입니다. 비거리가 여기서 나옵니다.', '임팩트 때 머리가 타깃 쪽으로 움직입니다. 공 뒤에 머리를 두세요.', '임팩트에서 페이스가 약간 열려 슬라이스가 납니다.'],
  ],
  [
    ['Extend both arms toward the target after impact instead of pulling the left elbow in.', 'Nice extension through the ball. Let the right side keep turning.', 'You stop rotating after impact; keep the chest turning to the target.', 'Good release — the toe of the club points up at waist height.'],
    ['임팩트 후 왼팔을 당기지 말고 양팔을 타깃 방향으로 뻗어 주세요.', '임팩트 후 익스텐션이 좋습니다. 오른쪽 몸통이 계속 돌아가게 하세요.', '임팩트 후 회전이 멈춥니다. 가슴이 타깃을 향할 때까지 돌려 주세요.', '릴리스가 좋습니다. 허리 높이에서 클럽 토가 하늘을 향합니다.'],
  ],
  [
    ['Balanced finish on the left side — hold it for three seconds every time.', 'You fall back onto the right foot at the finish; move your weight fully to the left.', 'A full, relaxed finish. Good!', 'The finish is a bit short; let the club wrap around your shoulders.'],
    ['왼발에 체중이 실린 균형 잡힌 피니시입니다. 매번 3초간 유지해 보세요.', '피니시에서 오른발로 체중이 남습니다. 왼쪽으로 완전히 이동하세요.', '여유 있고 완전한 피니시입니다. 좋습니다!', '피니시가 조금 짧습니다. 클럽이 어깨를 감싸도록 끝까지 돌려 주세요.'],
  ],
];

const TOTAL: [string[], string[]] = [
  ['Overall a solid swing. Work on the transition: start down with the lower body and the slice will straighten out. Drill: pump the club halfway down three times, then swing.', 'Good fundamentals. The main fault is an early release — practise half swings holding the wrist angle, then build up to full swings.', 'Your tempo is your strength. Fix the open shoulders at address and your ball flight will become much more consistent.', 'A lot to like here. Keep your spine angle through impact and you will find ten more metres.'],
  ['전체적으로 안정적인 스윙입니다. 하체로 다운스윙을 시작하는 연습을 하면 슬라이스가 곧 잡힐 겁니다. 하프 다운 펌핑 3회 후 스윙하는 드릴을 추천합니다.', '기본기가 좋습니다. 가장 큰 문제는 이른 릴리스입니다. 손목 각도를 유지한 하프 스윙부터 연습해 보세요.', '템포가 가장 큰 장점입니다. 어드레스에서 열린 어깨만 교정하면 구질이 훨씬 일정해질 겁니다.', '좋은 점이 많은 스윙입니다. 임팩트까지 척추 각도를 유지하면 비거리가 10미터는 늘어날 겁니다.'],
];

/**
 * Members' comments, composed from an opener and a remark about the lesson's club, so a long thread
 * does not repeat one canned line (8 × 12 combinations per language, and no repeat within a lesson).
 */
const COMMENT_OPENERS: [string[], string[]] = [
  ['Great tempo!', 'Thanks for posting this.', 'Same problem here.', 'Nice video.', 'Really helpful thread.', 'Good improvement.', 'Been there!', 'Interesting one.'],
  ['템포 좋네요!', '영상 공유 감사합니다.', '저도 같은 고민이에요.', '영상 잘 봤습니다.', '정말 도움이 되는 글이네요.', '많이 좋아지셨어요.', '저도 겪어봤어요!', '흥미로운 영상이네요.'],
];
const COMMENT_REMARKS: [string[], string[]] = [
  [
    'The transition drill fixed my {club} slice within a week.',
    'Try slowing down the backswing with the {club}; it worked for me.',
    'What shaft do you have in that {club}?',
    'The coach is right about the grip, I had the same issue with my {club}.',
    'Your finish looks much more balanced than in your last video.',
    'I would move the ball back an inch with the {club}.',
    'Hold the finish for three seconds, it really helps the tempo.',
    'Do you practise with alignment sticks? They helped my {club} a lot.',
    'Your takeaway is smoother than mine, any tips?',
    'I get the same early release with my {club}; half swings helped.',
    'Looks like the hips are doing the work now, nice.',
    'Film it from down the line too, the plane is easier to see.',
  ],
  [
    '전환 드릴로 {club} 슬라이스를 일주일 만에 고쳤어요.',
    '{club} 백스윙을 조금 천천히 해보세요. 저는 효과 봤어요.',
    '{club} 샤프트는 어떤 거 쓰세요?',
    '그립 코멘트 공감합니다. 저도 {club}로 같은 문제가 있었어요.',
    '지난 영상보다 피니시가 훨씬 안정적이네요.',
    '{club}는 공을 반 개 정도 오른쪽에 두면 좋을 것 같아요.',
    '피니시를 3초 유지해 보세요. 템포에 정말 도움이 돼요.',
    '얼라인먼트 스틱으로 연습해 보셨어요? {club}에 큰 도움이 됐어요.',
    '테이크어웨이가 저보다 부드럽네요. 팁 좀 알려주세요.',
    '저도 {club} 캐스팅이 있었는데 하프 스윙이 도움이 됐어요.',
    '이제 하체가 스윙을 리드하네요. 좋습니다.',
    '후방에서도 찍어 보세요. 스윙 플레인이 더 잘 보여요.',
  ],
];

/** A comment no one else in the same thread has written yet (its own random stream, so the lesson's stays as it was). */
function composeComment(random: Random, lang: 0 | 1, club: string, used: Set<string>): string {
  let body = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    body = `${random.pick(COMMENT_OPENERS[lang])} ${random.pick(COMMENT_REMARKS[lang])}`.replaceAll('{club}', club);
    if (!used.has(body)) break;
  }
  used.add(body);
  return body;
}

export interface LessonsContext {
  seed: number;
  scale: number;
  now: Date;
  players: PlayerSeed[];
  verifiedCount: number;
  firstLessonno: number;
  firstCommentno: number;
  lessons: TableWriter<typeof swingLessons>;
  comments: TableWriter<typeof lessonComments>;
}

const korean = (p: PlayerSeed) => p.countryCode === 'KOR';

/** About 150 × scale lessons. */
export function lessonCount(scale: number): number {
  return Math.max(12, Math.round(150 * scale));
}

export async function generateLessons(ctx: LessonsContext): Promise<{ lessons: number; comments: number }> {
  const nowMs = ctx.now.getTime();
  const count = lessonCount(ctx.scale);
  let commentno = ctx.firstCommentno;
  const allComments: (typeof lessonComments.$inferInsert)[] = [];
  const activeIndexes: number[] = [];
  for (let i = 0; i < ctx.verifiedCount; i++) if (ctx.players[i].status === 'active') activeIndexes.push(i);

  for (let index = 0; index < count; index++) {
    const r = Random.derive(ctx.seed, 'lesson', index);
    const lessonno = ctx.firstLessonno + index;
    const authorIndex = index === 0 || index === 5 ? 0 : r.pick(activeIndexes);
    const author = ctx.players[authorIndex];
    const ko = korean(author);
    // Full swings only: the seven stages (address … finish) do not describe a putting stroke.
    const clubType = r.weighted([1, 2, 3, 4, 5], [8, 2, 2, 6, 3]);
    const club = ko ? CLUB_KO[clubType] : CLUB_EN[clubType];
    const title = r.pick(ko ? TITLES_KO : TITLES_EN).replace('{club}', club);
    const createdMs = Math.max(author.joinedMs + DAY_MS, nowMs - r.int(1, 720) * DAY_MS + r.int(0, 23) * HOUR_MS);
    const clip = SWING_CLIPS[r.int(0, SWING_CLIPS.length - 1)];
    const lang = ko ? 1 : 0;
    const lessons: Record<string, string> = {};
    STAGES.forEach((stage, k) => {
      lessons[`lesson${k + 1}`] = r.pick(stage[lang]);
    });
    lessons.lessontotal = r.pick(TOTAL[lang]);

    const wanted = index === 0 ? 4 : Math.min(12, Math.floor(r.logNormal(2.5, 0.8)));
    let live = 0;
    const comments: (typeof lessonComments.$inferInsert)[] = [];
    const said = new Set<string>();
    let at = createdMs;
    for (let k = 0; k < wanted; k++) {
      const commenter = ctx.players[r.pick(activeIndexes)];
      at = Math.min(nowMs - HOUR_MS, at + r.int(1, 24 * 10) * HOUR_MS);
      const deleted = r.chance(0.04);
      if (!deleted) live++;
      r.next(); // the draw the comment's text used to take: the lesson's later figures (views) stay as they were
      comments.push({
        commentno: commentno++,
        lessonno,
        playerPk: commenter.pk,
        body: composeComment(Random.derive(ctx.seed, 'lesson-comment', commentno), korean(commenter) ? 1 : 0, korean(commenter) ? CLUB_KO[clubType] : CLUB_EN[clubType], said),
        createdAt: new Date(at),
        deletedAt: deleted ? new Date(Math.min(nowMs - 1, at + HOUR_MS)) : null,
      });
    }
    await ctx.lessons.push({
      lessonno,
      playerPk: author.pk,
      title,
      clubType,
      videoPath: clip.videoPath,
      posterPath: clip.posterPath,
      stageTimes: clip.stageTimes,
      lessons,
      views: Math.round(r.logNormal(120, 0.9)) + live * 15,
      commentCount: live,
      createdAt: new Date(createdMs),
    });
    allComments.push(...comments);
  }
  // Comments refer to their lesson: every lesson is stored first.
  await ctx.lessons.close();
  for (const c of allComments) await ctx.comments.push(c);
  await ctx.comments.close();
  return { lessons: count, comments: commentno - ctx.firstCommentno };
}
