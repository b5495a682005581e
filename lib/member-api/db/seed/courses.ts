/**
 * Golf courses of the simulator library: 18 holes each, par 70 to 72, stroke index 1..18, lengths
 * in metres from the four tee colours (blue > white > yellow > red), and a shape to draw each hole:
 * `dogleg` is the bend of the fairway in degrees (negative bends left), `hazards[].at` is where
 * along the hole the hazard lies as a fraction of its length (0 tee .. 1 green) and `side` which
 * side of the fairway (-1 left, 0 across or in front, 1 right).
 */
import type { courseHoles, courses } from '../schema';
import { Random, round } from './random';

type CourseRow = typeof courses.$inferInsert;
type HoleRow = typeof courseHoles.$inferInsert;
type Style = 'links' | 'parkland' | 'mountain' | 'desert' | 'resort' | 'forest' | 'lakeside' | 'heathland';

/** [name, nameKo, country code, region, style, opened] */
const LIBRARY: [string, string, string, string, Style, number][] = [
  ['Namhae Cliffside Golf Club', '남해 클리프사이드 골프클럽', 'KOR', 'Namhae, Gyeongsangnam-do', 'links', 2006],
  ['Jeju Halla Forest Country Club', '제주 한라 포레스트 컨트리클럽', 'KOR', 'Seogwipo, Jeju-do', 'forest', 1998],
  ['Seorak Valley Golf Resort', '설악 밸리 골프 리조트', 'KOR', 'Sokcho, Gangwon-do', 'mountain', 2009],
  ['Yangpyeong River Hills Country Club', '양평 리버힐스 컨트리클럽', 'KOR', 'Yangpyeong, Gyeonggi-do', 'parkland', 1994],
  ['Haeundae Ocean Links', '해운대 오션 링크스', 'KOR', 'Gijang, Busan', 'links', 2012],
  ['Gyeongju Royal Heritage Country Club', '경주 로열 헤리티지 컨트리클럽', 'KOR', 'Gyeongju, Gyeongsangbuk-do', 'parkland', 1991],
  ['Songdo Harbour Golf Club', '송도 하버 골프클럽', 'KOR', 'Songdo, Incheon', 'lakeside', 2010],
  ['Jirisan Pine Crest Country Club', '지리산 파인크레스트 컨트리클럽', 'KOR', 'Gurye, Jeollanam-do', 'mountain', 2003],
  ['Anmyeon Sunset Bay Golf Club', '안면 선셋베이 골프클럽', 'KOR', 'Taean, Chungcheongnam-do', 'links', 2015],
  ['Hongcheon Maple Lake Country Club', '홍천 메이플레이크 컨트리클럽', 'KOR', 'Hongcheon, Gangwon-do', 'lakeside', 2001],
  ['Pacific Bluffs Golf Links', '퍼시픽 블러프스 골프 링크스', 'USA', 'Monterey County, California', 'links', 1987],
  ['Desert Mirage Golf Club', '데저트 미라지 골프클럽', 'USA', 'Scottsdale, Arizona', 'desert', 1996],
  ['Cypress Hollow Country Club', '사이프러스 할로우 컨트리클럽', 'USA', 'Augusta, Georgia', 'parkland', 1962],
  ['Red Rock Canyon Golf Resort', '레드록 캐니언 골프 리조트', 'USA', 'Henderson, Nevada', 'desert', 2004],
  ['Lake Michigan Dunes', '레이크 미시간 듄스', 'USA', 'Door County, Wisconsin', 'links', 2011],
  ['Maui Trade Winds Golf Club', '마우이 트레이드윈즈 골프클럽', 'USA', 'Wailea, Hawaii', 'resort', 1992],
  ['Hill Country Oaks Golf Club', '힐 컨트리 오크스 골프클럽', 'USA', 'Austin, Texas', 'parkland', 1999],
  ['Hakone Misty Highlands Country Club', '하코네 미스티 하이랜드 컨트리클럽', 'JPN', 'Hakone, Kanagawa', 'mountain', 1978],
  ['Hokkaido Birch Forest Golf Club', '홋카이도 버치 포레스트 골프클럽', 'JPN', 'Niseko, Hokkaido', 'forest', 1993],
  ['Okinawa Coral Coast Golf Club', '오키나와 코랄코스트 골프클럽', 'JPN', 'Onna, Okinawa', 'resort', 2002],
  ['Hainan Palm Bay Golf Club', '하이난 팜베이 골프클럽', 'CHN', 'Sanya, Hainan', 'resort', 2008],
  ['Kunming Azure Lake Golf Club', '쿤밍 애저레이크 골프클럽', 'CHN', 'Kunming, Yunnan', 'lakeside', 2005],
  ['Tasman Heads Golf Links', '태즈먼 헤즈 골프 링크스', 'AUS', 'Bridport, Tasmania', 'links', 2010],
  ['Sandbelt Heath Golf Club', '샌드벨트 히스 골프클럽', 'AUS', 'Black Rock, Victoria', 'heathland', 1931],
  ['Sunshine Coast Palms Golf Club', '선샤인코스트 팜스 골프클럽', 'AUS', 'Noosa, Queensland', 'resort', 1997],
  ['Fife Coastal Links', '파이프 코스털 링크스', 'GBR', 'Fife, Scotland', 'links', 1908],
  ['Surrey Heath and Pines', '서리 히스 앤 파인스', 'GBR', 'Surrey, England', 'heathland', 1924],
  ['Antrim Causeway Links', '앤트림 코즈웨이 링크스', 'GBR', 'County Antrim, Northern Ireland', 'links', 1929],
  ['Rocky Mountain Elk Ridge Golf Club', '로키마운틴 엘크리지 골프클럽', 'CAN', 'Canmore, Alberta', 'mountain', 2000],
  ['Muskoka Granite Lakes Golf Club', '머스코카 그래니트레이크 골프클럽', 'CAN', 'Muskoka, Ontario', 'lakeside', 1995],
  ['Château de Bellefontaine Golf', '샤토 드 벨퐁텐 골프', 'FRA', 'Chantilly, Hauts-de-France', 'parkland', 1989],
  ['Basque Coast Golf Club', '바스크 코스트 골프클럽', 'FRA', 'Biarritz, Nouvelle-Aquitaine', 'links', 1990],
  ['Dubai Golden Dunes Golf Club', '두바이 골든듄스 골프클럽', 'ARE', 'Dubai', 'desert', 2007],
  ['Bavarian Alpine Meadows Golf Club', '바이에른 알파인 메도우즈 골프클럽', 'DEU', 'Garmisch, Bavaria', 'mountain', 1985],
  ['Marina Lagoon Golf Club', '마리나 라군 골프클럽', 'SGP', 'Marina East, Singapore', 'resort', 2014],
];

/** Words for the further courses of a larger network (scale > 1). */
const EXTRA_PREFIXES: [string, string, Style][] = [
  ['Silver Creek', '실버크릭', 'parkland'], ['Maple Ridge', '메이플리지', 'forest'], ['Stone Harbor', '스톤하버', 'links'],
  ['Cedar Hills', '시더힐스', 'parkland'], ['Eagle Crest', '이글크레스트', 'mountain'], ['Blue Heron', '블루헤런', 'lakeside'],
  ['Sand Valley', '샌드밸리', 'desert'], ['Whispering Pines', '위스퍼링 파인스', 'forest'], ['Crystal Springs', '크리스탈 스프링스', 'lakeside'],
  ['Highland Meadows', '하이랜드 메도우즈', 'heathland'], ['Coral Reef', '코랄리프', 'resort'], ['Golden Bear Valley', '골든베어 밸리', 'parkland'],
  ['Windy Point', '윈디포인트', 'links'], ['Thunder Canyon', '썬더캐니언', 'desert'], ['Lotus Garden', '로터스가든', 'resort'],
  ['Oak Hollow', '오크할로우', 'parkland'], ['Misty Fjord', '미스티피오르', 'mountain'], ['Sunrise Bay', '선라이즈베이', 'links'],
  ['Willow Brook', '윌로브룩', 'lakeside'], ['Granite Peak', '그래니트피크', 'mountain'], ['Heather Downs', '헤더다운스', 'heathland'],
  ['Palm Island', '팜아일랜드', 'resort'], ['Falcon Ridge', '팰컨리지', 'desert'], ['Bamboo Forest', '뱀부포레스트', 'forest'],
];
const EXTRA_SUFFIXES: [string, string][] = [
  ['Golf Club', '골프클럽'], ['Country Club', '컨트리클럽'], ['Golf Links', '골프 링크스'], ['Golf Resort', '골프 리조트'],
];
const EXTRA_COUNTRIES = ['KOR', 'KOR', 'USA', 'JPN', 'CHN', 'AUS', 'GBR', 'CAN', 'FRA', 'ARE'];
const EXTRA_REGIONS: Record<string, string[]> = {
  KOR: ['Yongin, Gyeonggi-do', 'Chuncheon, Gangwon-do', 'Yeosu, Jeollanam-do', 'Boryeong, Chungcheongnam-do', 'Pohang, Gyeongsangbuk-do'],
  USA: ['Pinehurst, North Carolina', 'Bend, Oregon', 'Naples, Florida', 'Sedona, Arizona', 'Kohler, Wisconsin'],
  JPN: ['Karuizawa, Nagano', 'Miyazaki', 'Chiba'],
  CHN: ['Shenzhen, Guangdong', 'Hangzhou, Zhejiang', 'Qingdao, Shandong'],
  AUS: ['Mornington Peninsula, Victoria', 'Hunter Valley, New South Wales'],
  GBR: ['Norfolk, England', 'East Lothian, Scotland'],
  CAN: ['Whistler, British Columbia', 'Niagara, Ontario'],
  FRA: ['Deauville, Normandy', 'Évian, Haute-Savoie'],
  ARE: ['Abu Dhabi', 'Ras Al Khaimah'],
};

const DESIGNERS = [
  'Robert T. Hale', 'Kim Jae-won', 'Graham McAllister', 'Hiroshi Tanabe', 'Ellen Brooks', 'Pierre Lavigne', 'David Coyle',
  'Park Sung-ho', 'Marcus Weller', 'Ian Fairbairn', 'Lee Dong-hyun', 'Catherine Moss',
];

const STYLE_TEXT: Record<Style, { en: string; ko: string }> = {
  links: {
    en: 'A true links laid over rolling dunes by the sea, where the wind decides how far the ball flies and pot bunkers guard the firm, fast greens.',
    ko: '바다를 따라 펼쳐진 구릉 위의 정통 링크스 코스로, 바람이 비거리를 좌우하고 항아리 벙커가 단단하고 빠른 그린을 지킵니다.',
  },
  parkland: {
    en: 'A classic parkland course lined with mature trees, with tree-framed fairways and subtly contoured greens that reward precise approach shots.',
    ko: '울창한 나무가 페어웨이를 감싸는 클래식 파크랜드 코스로, 섬세한 굴곡의 그린이 정확한 어프로치를 요구합니다.',
  },
  mountain: {
    en: 'A mountain course with dramatic elevation changes, downhill tee shots over valleys and sloping lies that test every club in the bag.',
    ko: '고저차가 큰 산악형 코스로, 계곡을 넘기는 내리막 티샷과 경사진 라이가 모든 클럽을 시험합니다.',
  },
  desert: {
    en: 'Emerald fairways cut through desert sand and rock, with forced carries, waste areas and wide greens framed by the canyon walls.',
    ko: '사막의 모래와 바위 사이로 에메랄드빛 페어웨이가 이어지며, 캐리가 필요한 홀과 웨이스트 에어리어가 도전 의식을 자극합니다.',
  },
  resort: {
    en: 'A generous resort course among palms and lagoons: forgiving off the tee, with water in play on the signature holes near the shore.',
    ko: '야자수와 라군 사이에 자리한 리조트 코스로, 티샷은 여유롭지만 해안 가까운 시그니처 홀에서는 해저드를 피해야 합니다.',
  },
  forest: {
    en: 'Narrow fairways wind through dense forest; accuracy off the tee matters more than length, and the greens sit in quiet clearings.',
    ko: '울창한 숲 사이로 좁은 페어웨이가 이어져 비거리보다 티샷의 정확도가 중요하며, 그린은 고요한 숲속 공터에 자리합니다.',
  },
  lakeside: {
    en: 'Holes play along and across a chain of lakes, so club selection on the approach is everything and a brave line is rewarded.',
    ko: '호수를 따라, 또 호수를 가로질러 플레이하는 코스로, 어프로치의 클럽 선택이 승부를 가르고 과감한 공략이 보상받습니다.',
  },
  heathland: {
    en: 'Sandy heathland with heather, gorse and firm turf; the ball runs out on the fairways and the bunkers are cut deep and ragged.',
    ko: '히스와 가시금작화가 자라는 모래땅 히스랜드 코스로, 단단한 페어웨이에서 공이 많이 구르고 벙커는 깊고 거칠게 조성되어 있습니다.',
  },
};

const STYLE_HAZARDS: Record<Style, [number, number, number]> = {
  // relative weights of bunker, water, trees
  links: [8, 1, 0],
  parkland: [5, 2, 4],
  mountain: [4, 2, 5],
  desert: [6, 2, 1],
  resort: [5, 5, 1],
  forest: [3, 1, 7],
  lakeside: [4, 6, 2],
  heathland: [7, 1, 3],
};

export interface CourseSeed {
  row: CourseRow;
  holes: HoleRow[];
  /** Par of each hole, 1..18 → index 0..17. */
  pars: number[];
  /** Popularity weight: how often members pick it. */
  popularity: number;
}

function holePars(random: Random, par: number): number[] {
  // Par 72: 2 par-3s and 2 par-5s per nine; 71 drops one par 5; 70 drops two.
  const nines: number[][] = [
    [3, 3, 4, 4, 4, 4, 4, 5, 5],
    [3, 3, 4, 4, 4, 4, 4, 5, 5],
  ];
  if (par <= 71) nines[random.int(0, 1)].splice(-1, 1, 4);
  if (par <= 70) {
    const other = nines[0].filter((p) => p === 5).length === 2 ? 0 : 1;
    nines[other].splice(-1, 1, 4);
  }
  for (const nine of nines) {
    do random.shuffle(nine);
    while (nine[0] === 3 || (nine[0] === 5 && random.chance(0.7)) || hasAdjacentPar3(nine));
  }
  return [...nines[0], ...nines[1]];
}

function hasAdjacentPar3(nine: number[]): boolean {
  for (let i = 1; i < nine.length; i++) if (nine[i] === 3 && nine[i - 1] === 3) return true;
  return false;
}

function buildCourse(random: Random, courseno: number, countryno: number, name: string, nameKo: string, region: string, style: Style, openedYear: number): CourseSeed {
  const par = random.weighted([72, 71, 70], [6, 2, 1]);
  const difficulty = random.weighted([1, 2, 3, 4, 5], [1, 3, 4, 3, 1]);
  const lengthFactor = 0.94 + difficulty * 0.025 + random.float(-0.02, 0.02);
  const pars = holePars(random, par);
  const hazardWeights = STYLE_HAZARDS[style];

  const holes: HoleRow[] = [];
  const hardness: number[] = [];
  pars.forEach((holePar, i) => {
    const base = holePar === 3 ? random.int(135, 195) : holePar === 4 ? random.int(320, 420) : random.int(465, 545);
    const blue = Math.round(base * lengthFactor);
    const white = Math.round(blue * random.float(0.9, 0.95));
    const yellow = Math.round(white * random.float(0.92, 0.96));
    const red = Math.round(yellow * random.float(0.84, 0.9));
    const dogleg = holePar === 3 || random.chance(0.4) ? 0 : (random.chance(0.5) ? -1 : 1) * random.int(2, 10) * 5;
    const hazardCount = holePar === 3 ? random.int(1, 3) : random.int(1, 4);
    const hazards: { kind: 'bunker' | 'water' | 'trees'; at: number; side: -1 | 0 | 1 }[] = [];
    for (let h = 0; h < hazardCount; h++) {
      const kind = random.weighted(['bunker', 'water', 'trees'] as const, hazardWeights);
      const at = holePar === 3 ? round(random.float(0.75, 1), 2) : round(random.float(0.3, 1), 2);
      const side = random.weighted([-1, 0, 1] as const, kind === 'water' ? [3, 2, 3] : [4, 1, 4]);
      hazards.push({ kind, at, side });
    }
    hazards.sort((a, b) => a.at - b.at);
    const norm = holePar === 3 ? 165 : holePar === 4 ? 370 : 505;
    hardness.push(blue / norm + hazards.length * 0.04 + Math.abs(dogleg) / 400 + random.float(-0.05, 0.05) + (holePar === 5 ? -0.15 : 0));
    holes.push({
      courseno,
      holeNo: i + 1,
      par: holePar,
      strokeIndex: 0,
      distanceBlue: blue,
      distanceWhite: white,
      distanceYellow: yellow,
      distanceRed: red,
      dogleg,
      hazards,
    });
  });

  // Stroke index: the harder nine-hole half gets the odd numbers, ranked by hardness within each nine.
  const frontOdd = random.chance(0.5);
  for (const [start, odd] of [
    [0, frontOdd],
    [9, !frontOdd],
  ] as const) {
    const order = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => start + k).sort((a, b) => hardness[b] - hardness[a]);
    order.forEach((holeIndex, rank) => {
      holes[holeIndex].strokeIndex = odd ? 1 + rank * 2 : 2 + rank * 2;
    });
  }

  const blueLength = holes.reduce((sum, h) => sum + h.distanceBlue, 0);
  const rating = round(par - 2.2 + difficulty * 0.75 + (blueLength - 6300) / 400 + random.float(-0.4, 0.4), 1);
  const slope = Math.min(155, Math.max(113, Math.round(112 + difficulty * 6 + random.int(-4, 8))));
  const text = STYLE_TEXT[style];
  const whiteLength = holes.reduce((sum, h) => sum + h.distanceWhite, 0);
  return {
    row: {
      courseno,
      name,
      nameKo,
      countryno,
      region,
      difficulty,
      holeCount: 18,
      par,
      rating,
      slope,
      designer: random.pick(DESIGNERS),
      openedYear,
      description: `${text.en} Par ${par}, ${blueLength.toLocaleString('en-US')} m from the blue tees and ${whiteLength.toLocaleString('en-US')} m from the white tees.`,
      descriptionKo: `${text.ko} 파 ${par}, 블루 티 기준 ${blueLength.toLocaleString('ko-KR')}m, 화이트 티 기준 ${whiteLength.toLocaleString('ko-KR')}m입니다.`,
      imagePath: null,
    },
    holes,
    pars,
    popularity: random.logNormal(1, 0.6),
  };
}

/** How long ago the network added its courses: a few years before its first tournaments, never at seeding time. */
const COURSE_ADDED_DAYS_AGO = { min: 800, max: 3000 } as const;

/** The course library: the 35 named courses, plus more (about 32 × √scale) for a larger network. */
export function buildCourses(seed: number, scale: number, countryNo: Map<string, number>, firstCourseno: number, now: Date = new Date()): CourseSeed[] {
  const random = Random.derive(seed, 'courses');
  const target = Math.max(LIBRARY.length, Math.round(32 * Math.sqrt(scale)));
  const out: CourseSeed[] = [];
  for (let i = 0; i < target; i++) {
    const courseno = firstCourseno + i;
    if (i < LIBRARY.length) {
      const [name, nameKo, country, region, style, opened] = LIBRARY[i];
      out.push(buildCourse(random, courseno, countryNo.get(country)!, name, nameKo, region, style, opened));
    } else {
      const k = i - LIBRARY.length;
      const [prefix, prefixKo, style] = EXTRA_PREFIXES[k % EXTRA_PREFIXES.length];
      const [suffix, suffixKo] = EXTRA_SUFFIXES[Math.floor(k / EXTRA_PREFIXES.length) % EXTRA_SUFFIXES.length];
      const series = Math.floor(k / (EXTRA_PREFIXES.length * EXTRA_SUFFIXES.length));
      const roman = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'][series % 10];
      const country = EXTRA_COUNTRIES[k % EXTRA_COUNTRIES.length];
      out.push(
        buildCourse(random, courseno, countryNo.get(country)!, `${prefix} ${suffix}${roman}`, `${prefixKo} ${suffixKo}${roman}`, random.pick(EXTRA_REGIONS[country]), style, random.int(1960, 2020)),
      );
    }
  }
  // When each joined the library (its sitemap lastmod until a tournament is played on it): drawn from
  // a stream of its own, so the courses themselves stay what they were for a given seed.
  const added = Random.derive(seed, 'courses-added');
  for (const course of out) course.row.createdAt = new Date(now.getTime() - added.int(COURSE_ADDED_DAYS_AGO.min, COURSE_ADDED_DAYS_AGO.max) * 86_400_000);
  return out;
}
