/**
 * Personal names per country, in the script members of that country write them in (Hangul for
 * Korea, kanji/kana for Japan, hanzi for China, Latin elsewhere), each with the romanisation used
 * to build login IDs, nicknames and e-mail addresses.
 */
import type { Random } from './random';

/** [as written, romanised] */
type Name = readonly [string, string];

interface NameBook {
  male: readonly Name[];
  female: readonly Name[];
  last: readonly Name[];
  /** Family name first when the full name is written (Korean, Japanese, Chinese). */
  familyFirst: boolean;
}

const latin = (...names: string[]): Name[] => names.map((n) => [n, n] as const);

const KOREAN: NameBook = {
  familyFirst: true,
  male: [
    ['민준', 'Minjun'], ['서준', 'Seojun'], ['도윤', 'Doyun'], ['예준', 'Yejun'], ['시우', 'Siwoo'], ['주원', 'Juwon'],
    ['하준', 'Hajun'], ['지호', 'Jiho'], ['지후', 'Jihu'], ['준서', 'Junseo'], ['현우', 'Hyunwoo'], ['성민', 'Sungmin'],
    ['동현', 'Donghyun'], ['재훈', 'Jaehoon'], ['영호', 'Youngho'], ['상철', 'Sangchul'], ['정훈', 'Junghoon'], ['태현', 'Taehyun'],
    ['승우', 'Seungwoo'], ['민호', 'Minho'], ['준혁', 'Junhyuk'], ['우진', 'Woojin'], ['진우', 'Jinwoo'], ['건우', 'Gunwoo'],
    ['상훈', 'Sanghoon'], ['병철', 'Byungchul'], ['형준', 'Hyungjun'], ['종민', 'Jongmin'], ['대호', 'Daeho'], ['경수', 'Kyungsoo'],
  ],
  female: [
    ['서연', 'Seoyeon'], ['서윤', 'Seoyun'], ['지우', 'Jiwoo'], ['서현', 'Seohyun'], ['민서', 'Minseo'], ['하은', 'Haeun'],
    ['하윤', 'Hayun'], ['윤서', 'Yunseo'], ['지민', 'Jimin'], ['수빈', 'Subin'], ['지현', 'Jihyun'], ['은지', 'Eunji'],
    ['미경', 'Mikyung'], ['현정', 'Hyunjung'], ['수진', 'Sujin'], ['혜진', 'Hyejin'], ['유진', 'Yujin'], ['소영', 'Soyoung'],
    ['예린', 'Yerin'], ['다은', 'Daeun'], ['세영', 'Seyoung'], ['정은', 'Jungeun'], ['보람', 'Boram'], ['나연', 'Nayeon'],
  ],
  last: [
    ['김', 'Kim'], ['이', 'Lee'], ['박', 'Park'], ['최', 'Choi'], ['정', 'Jung'], ['강', 'Kang'], ['조', 'Cho'], ['윤', 'Yoon'],
    ['장', 'Jang'], ['임', 'Lim'], ['한', 'Han'], ['오', 'Oh'], ['서', 'Seo'], ['신', 'Shin'], ['권', 'Kwon'], ['황', 'Hwang'],
    ['안', 'Ahn'], ['송', 'Song'], ['류', 'Ryu'], ['홍', 'Hong'], ['전', 'Jeon'], ['고', 'Ko'], ['문', 'Moon'], ['양', 'Yang'],
  ],
};

const JAPANESE: NameBook = {
  familyFirst: true,
  male: [
    ['翔太', 'Shota'], ['大輔', 'Daisuke'], ['健太', 'Kenta'], ['拓也', 'Takuya'], ['蓮', 'Ren'], ['悠真', 'Yuma'],
    ['陽翔', 'Haruto'], ['誠', 'Makoto'], ['浩二', 'Koji'], ['直樹', 'Naoki'], ['隆', 'Takashi'], ['亮', 'Ryo'],
    ['和也', 'Kazuya'], ['雄一', 'Yuichi'], ['慎吾', 'Shingo'], ['剛', 'Tsuyoshi'],
  ],
  female: [
    ['陽菜', 'Hina'], ['結衣', 'Yui'], ['美咲', 'Misaki'], ['さくら', 'Sakura'], ['葵', 'Aoi'], ['愛', 'Ai'],
    ['真由美', 'Mayumi'], ['恵子', 'Keiko'], ['由美', 'Yumi'], ['彩', 'Aya'], ['麻衣', 'Mai'], ['奈々', 'Nana'],
  ],
  last: [
    ['佐藤', 'Sato'], ['鈴木', 'Suzuki'], ['高橋', 'Takahashi'], ['田中', 'Tanaka'], ['伊藤', 'Ito'], ['渡辺', 'Watanabe'],
    ['山本', 'Yamamoto'], ['中村', 'Nakamura'], ['小林', 'Kobayashi'], ['加藤', 'Kato'], ['吉田', 'Yoshida'], ['山田', 'Yamada'],
    ['佐々木', 'Sasaki'], ['松本', 'Matsumoto'], ['井上', 'Inoue'], ['木村', 'Kimura'], ['林', 'Hayashi'], ['清水', 'Shimizu'],
  ],
};

const CHINESE: NameBook = {
  familyFirst: true,
  male: [
    ['伟', 'Wei'], ['强', 'Qiang'], ['磊', 'Lei'], ['军', 'Jun'], ['洋', 'Yang'], ['勇', 'Yong'], ['杰', 'Jie'],
    ['浩然', 'Haoran'], ['子轩', 'Zixuan'], ['宇航', 'Yuhang'], ['俊杰', 'Junjie'], ['志强', 'Zhiqiang'], ['建华', 'Jianhua'], ['明', 'Ming'],
  ],
  female: [
    ['芳', 'Fang'], ['娜', 'Na'], ['敏', 'Min'], ['静', 'Jing'], ['丽', 'Li'], ['婷', 'Ting'], ['雪', 'Xue'],
    ['欣怡', 'Xinyi'], ['梓涵', 'Zihan'], ['雨桐', 'Yutong'], ['佳怡', 'Jiayi'], ['思琪', 'Siqi'],
  ],
  last: [
    ['王', 'Wang'], ['李', 'Li'], ['张', 'Zhang'], ['刘', 'Liu'], ['陈', 'Chen'], ['杨', 'Yang'], ['黄', 'Huang'], ['赵', 'Zhao'],
    ['吴', 'Wu'], ['周', 'Zhou'], ['徐', 'Xu'], ['孙', 'Sun'], ['马', 'Ma'], ['朱', 'Zhu'], ['胡', 'Hu'], ['郭', 'Guo'], ['林', 'Lin'],
  ],
};

const ENGLISH_MALE = latin(
  'James', 'John', 'Robert', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Daniel', 'Matthew', 'Andrew',
  'Ryan', 'Jason', 'Kevin', 'Brian', 'Eric', 'Justin', 'Tyler', 'Brandon', 'Jake', 'Luke', 'Ethan', 'Noah', 'Liam',
  'Oliver', 'Jack', 'Harry', 'George', 'Charlie', 'Scott', 'Greg', 'Chris', 'Mark', 'Steve', 'Paul', 'Sean', 'Connor',
);
const ENGLISH_FEMALE = latin(
  'Mary', 'Jennifer', 'Linda', 'Sarah', 'Jessica', 'Emily', 'Ashley', 'Amanda', 'Megan', 'Lauren', 'Rachel', 'Hannah',
  'Olivia', 'Emma', 'Sophia', 'Chloe', 'Grace', 'Amelia', 'Isla', 'Charlotte', 'Lucy', 'Kate', 'Natalie', 'Michelle',
);
const ENGLISH_LAST = latin(
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Martin', 'Jackson', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen', 'Wright',
  'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Campbell', 'Mitchell', 'Roberts', 'Evans', 'Turner', 'Collins', 'Murphy',
  'Cooper', 'Reed', 'Bailey', 'Kelly', 'Howard', 'Ward', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price',
);

const AMERICAN: NameBook = {
  familyFirst: false,
  male: [...ENGLISH_MALE, ...latin('Carlos', 'Miguel', 'Jose', 'Daniel', 'Kevin', 'Justin', 'Andrew', 'Brian')],
  female: [...ENGLISH_FEMALE, ...latin('Maria', 'Sofia', 'Gabriela', 'Grace', 'Christine', 'Jenny')],
  last: [...ENGLISH_LAST, ...latin('Garcia', 'Martinez', 'Rodriguez', 'Lopez', 'Hernandez', 'Nguyen', 'Kim', 'Park', 'Lee', 'Chen', 'Patel', 'Cho')],
};

const BRITISH: NameBook = {
  familyFirst: false,
  male: [...ENGLISH_MALE, ...latin('Alfie', 'Archie', 'Callum', 'Rory', 'Alistair', 'Hamish', 'Fraser')],
  female: [...ENGLISH_FEMALE, ...latin('Poppy', 'Freya', 'Eilidh', 'Imogen', 'Harriet', 'Niamh')],
  last: [...ENGLISH_LAST, ...latin('MacDonald', 'Robertson', 'Stewart', 'Fraser', 'Hughes', 'Clarke', 'Patel', 'Khan')],
};

const AUSTRALIAN: NameBook = {
  familyFirst: false,
  male: [...ENGLISH_MALE, ...latin('Lachlan', 'Cooper', 'Mitchell', 'Bailey', 'Hamish')],
  female: [...ENGLISH_FEMALE, ...latin('Matilda', 'Ruby', 'Zoe', 'Mia', 'Ella')],
  last: [...ENGLISH_LAST, ...latin('Nguyen', 'Tran', 'Kelly', 'Ryan', 'Chen', 'Singh')],
};

const CANADIAN: NameBook = {
  familyFirst: false,
  male: [...ENGLISH_MALE, ...latin('Mathieu', 'Olivier', 'Alexandre', 'Gabriel', 'Félix')],
  female: [...ENGLISH_FEMALE, ...latin('Émilie', 'Camille', 'Léa', 'Chloé', 'Maude')],
  last: [...ENGLISH_LAST, ...latin('Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Wong', 'Singh', 'Kim')],
};

const FRENCH: NameBook = {
  familyFirst: false,
  male: latin('Lucas', 'Hugo', 'Louis', 'Gabriel', 'Thomas', 'Nicolas', 'Julien', 'Antoine', 'Pierre', 'Mathieu', 'Théo', 'Maxime', 'Romain', 'Sébastien', 'Olivier', 'Alexandre'),
  female: latin('Camille', 'Léa', 'Chloé', 'Manon', 'Inès', 'Sophie', 'Claire', 'Émilie', 'Julie', 'Sarah', 'Céline', 'Aurélie', 'Margaux', 'Pauline'),
  last: latin('Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'Fontaine', 'Rousseau', 'Girard', 'Bonnet', 'Lambert', 'Faure', 'Mercier'),
};

const GERMAN: NameBook = {
  familyFirst: false,
  male: latin('Lukas', 'Maximilian', 'Felix', 'Jonas', 'Leon', 'Paul', 'Jan', 'Tobias', 'Stefan', 'Michael', 'Florian', 'Sebastian', 'Matthias', 'Jürgen'),
  female: latin('Anna', 'Lena', 'Laura', 'Julia', 'Sarah', 'Katharina', 'Lisa', 'Sophie', 'Hannah', 'Marie', 'Sabine', 'Petra'),
  last: latin('Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Braun', 'Zimmermann'),
};

const EMIRATI: NameBook = {
  familyFirst: false,
  male: latin('Mohammed', 'Ahmed', 'Khalid', 'Omar', 'Saeed', 'Rashid', 'Hamdan', 'Sultan', 'Abdullah', 'Yousef', 'Faisal', 'Majid', 'Hamad', 'Ali', 'Mansour', 'Zayed'),
  female: latin('Fatima', 'Mariam', 'Aisha', 'Noura', 'Hessa', 'Shamma', 'Latifa', 'Maitha', 'Reem', 'Sara', 'Alia', 'Amna'),
  last: latin('Al Mansoori', 'Al Nuaimi', 'Al Dhaheri', 'Al Mazrouei', 'Al Shamsi', 'Al Ketbi', 'Al Falasi', 'Al Suwaidi', 'Al Hammadi', 'Al Mheiri', 'Al Qubaisi', 'Al Zaabi', 'Al Marzooqi', 'Al Hashimi'),
};

const EXPAT_GULF: NameBook = {
  familyFirst: false,
  male: [...latin('Rahul', 'Arjun', 'Vikram', 'Karthik', 'Imran', 'Tariq', 'Hassan'), ...ENGLISH_MALE.slice(0, 12)],
  female: [...latin('Priya', 'Anjali', 'Deepa', 'Ayesha', 'Layla', 'Nadia'), ...ENGLISH_FEMALE.slice(0, 10)],
  last: [...latin('Sharma', 'Patel', 'Nair', 'Iyer', 'Menon', 'Khan', 'Haddad', 'Khoury', 'Farouk'), ...ENGLISH_LAST.slice(0, 12)],
};

const SINGAPOREAN: NameBook = {
  familyFirst: false,
  male: latin('Wei Ming', 'Jun Jie', 'Zhi Hao', 'Marcus', 'Darren', 'Ryan', 'Benjamin', 'Jonathan', 'Kelvin', 'Aaron', 'Hafiz', 'Arun'),
  female: latin('Hui Min', 'Wei Ling', 'Xin Yi', 'Rachel', 'Cheryl', 'Natalie', 'Jasmine', 'Vanessa', 'Nur Aisyah', 'Priya'),
  last: latin('Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Koh', 'Teo', 'Chan', 'Yeo', 'Rahman', 'Kumar'),
};

function bookFor(countryCode: string, random: Random): NameBook {
  switch (countryCode) {
    case 'KOR':
      return KOREAN;
    case 'JPN':
      return JAPANESE;
    case 'CHN':
      return CHINESE;
    case 'USA':
      // Korean-American members are a big part of the US network.
      return random.chance(0.18) ? KOREAN : AMERICAN;
    case 'GBR':
      return BRITISH;
    case 'AUS':
      return AUSTRALIAN;
    case 'CAN':
      return random.chance(0.12) ? KOREAN : CANADIAN;
    case 'FRA':
      return FRENCH;
    case 'DEU':
      return GERMAN;
    case 'ARE':
      return random.chance(0.6) ? EMIRATI : EXPAT_GULF;
    case 'SGP':
      return SINGAPOREAN;
    default:
      return AMERICAN;
  }
}

export interface PersonName {
  firstname: string;
  lastname: string;
  /** Romanised, for IDs: letters only, capitalised. */
  latinFirst: string;
  latinLast: string;
  /** Written in the member's script (Korean, Japanese, Chinese) rather than Latin letters. */
  nativeScript: boolean;
}

export function personName(random: Random, countryCode: string, gender: 'M' | 'F'): PersonName {
  const book = bookFor(countryCode, random);
  const [first, latinFirst] = random.pick(gender === 'M' ? book.male : book.female);
  const [last, latinLast] = random.pick(book.last);
  // Korean members abroad write their names in Latin letters.
  const nativeScript = book.familyFirst && (countryCode === 'KOR' || countryCode === 'JPN' || countryCode === 'CHN');
  return nativeScript
    ? { firstname: first, lastname: last, latinFirst, latinLast, nativeScript }
    : { firstname: latinFirst, lastname: latinLast, latinFirst, latinLast, nativeScript };
}

/** Letters a-z only: accents stripped, spaces and apostrophes dropped. */
export function asciiLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const capitalise = (word: string) => (word ? word[0].toUpperCase() + word.slice(1) : word);

const GOLF_WORDS = [
  'Birdie', 'Eagle', 'Albatross', 'Fairway', 'Green', 'Bogey', 'Pin', 'Wedge', 'Iron', 'Driver', 'Putter', 'Chip',
  'Tee', 'Links', 'Swing', 'Ace', 'Par', 'Bunker', 'Sand', 'Flag', 'Hook', 'Draw', 'Fade', 'Spin', 'Carry', 'Dimple',
];
const GOLF_NOUNS = [
  'Hunter', 'King', 'Queen', 'Master', 'Machine', 'Maker', 'Seeker', 'Wizard', 'Runner', 'Boss', 'Rider', 'Ninja',
  'Shark', 'Tiger', 'Hawk', 'Bear', 'Fox', 'Lover', 'Chaser', 'Pro', 'Star', 'Storm', 'Dragon', 'Rocket',
];

/**
 * Hands out login IDs, nicknames and e-mail addresses that are unique in the whole database
 * (nicknames and e-mails case-insensitively, as the unique indexes compare them).
 */
export class IdentityRegistry {
  private ids = new Set<string>();
  private nicknames = new Set<string>();
  private emails = new Set<string>();

  reserve(playerId: string, nickname: string, email: string) {
    this.ids.add(playerId);
    this.nicknames.add(nickname.toLowerCase());
    this.emails.add(email.toLowerCase());
  }

  /** Lowercase, starts with a letter, a-z 0-9 - _, 4 to 20 characters. */
  playerId(random: Random, name: PersonName): string {
    const first = asciiLetters(name.latinFirst) || 'golfer';
    const last = asciiLetters(name.latinLast) || 'member';
    const year = String(random.int(60, 105) % 100).padStart(2, '0');
    const candidates = [
      `${first}${last}`,
      `${first[0]}${last}${year}`,
      `${first}_${last}`,
      `${last}${first}`,
      `${first}-${last[0]}${random.int(1, 99)}`,
      `${last}_${first}`,
      `${first}${year}`,
      `${last}_golf`,
      `${first}${last[0]}${random.int(10, 999)}`,
    ];
    let base = random.pick(candidates);
    base = base.slice(0, 16);
    if (base.length < 4) base = `${base}golf`;
    return this.unique(this.ids, base, random, (id) => id, 20);
  }

  /** 3 to 19 characters of letters, digits and '_'. */
  nickname(random: Random, name: PersonName): string {
    const first = capitalise(asciiLetters(name.latinFirst)) || 'Golfer';
    const last = capitalise(asciiLetters(name.latinLast)) || 'Player';
    const style = random.int(0, 5);
    let base: string;
    switch (style) {
      case 0:
        base = `${random.pick(GOLF_WORDS)}${random.pick(GOLF_NOUNS)}`;
        break;
      case 1:
        base = `${first}${last}`;
        break;
      case 2:
        base = `${first}_${random.pick(GOLF_WORDS)}`;
        break;
      case 3:
        base = `${random.pick(GOLF_WORDS)}${first}`;
        break;
      case 4:
        base = `${first}${last[0]}${random.int(1, 99)}`;
        break;
      default:
        base = `${last}${random.pick(GOLF_NOUNS)}`;
    }
    base = base.slice(0, 15);
    return this.unique(this.nicknames, base, random, (n) => n.toLowerCase(), 19);
  }

  email(random: Random, name: PersonName, playerId: string): string {
    const first = asciiLetters(name.latinFirst) || 'golfer';
    const last = asciiLetters(name.latinLast) || 'member';
    const domain = random.weighted(['example.com', 'example.net', 'example.org'], [6, 3, 2]);
    const local = random.pick([`${first}.${last}`, playerId.replace(/-/g, '.'), `${first[0]}${last}`, `${first}${random.int(1, 999)}`]);
    const base = local.slice(0, 40);
    const unique = this.unique(this.emails, base, random, (l) => `${l}@${domain}`.toLowerCase(), 60);
    return `${unique}@${domain}`;
  }

  private unique(
    taken: Set<string>,
    base: string,
    random: Random,
    key: (candidate: string) => string,
    maxLength: number,
  ): string {
    let candidate = base;
    for (let attempt = 0; taken.has(key(candidate)); attempt++) {
      const digits = attempt < 20 ? random.int(1, 99) : attempt < 60 ? random.int(100, 9999) : random.int(10000, 9999999);
      const suffix = String(digits);
      candidate = base.slice(0, maxLength - suffix.length) + suffix;
    }
    taken.add(key(candidate));
    return candidate;
  }
}
