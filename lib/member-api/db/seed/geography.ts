/**
 * Countries, states (with IANA time zones) and the cities where the network has venues.
 * The eight countries of the store finder's filter use their ISO code as filter; the UAE, Germany
 * and Singapore file under 'other' (spec §3 countries filter).
 */

export interface CountryDef {
  code: string;
  nameEn: string;
  nameKo: string;
  filter: string;
  defaultTimezone: string;
  /** Units members of this country usually pick. */
  units: { field: 'meter' | 'yard'; green: 'meter' | 'feet'; speed: 'kmh' | 'mph' | 'ms' };
  currency: string;
  states: StateDef[];
}

export interface StateDef {
  nameEn: string;
  nameKo: string;
  timezone: string;
  cities: CityDef[];
}

export interface CityDef {
  name: string;
  nameKo: string;
  lat: number;
  lng: number;
  /** Neighbourhoods a venue is named after, [English, Korean]; the first hosts the scale-1 store. */
  districts: [string, string][];
  streets: string[];
  /** '#' is replaced by a digit. */
  postal: string;
  phone: string;
  /** How many venues the scale-1 network has in this city. */
  stores: number;
}

const c = (
  name: string,
  nameKo: string,
  lat: number,
  lng: number,
  stores: number,
  districts: [string, string][],
  streets: string[],
  postal: string,
  phone: string,
): CityDef => ({ name, nameKo, lat, lng, stores, districts, streets, postal, phone });

export const COUNTRIES: CountryDef[] = [
  {
    code: 'KOR',
    nameEn: 'Korea',
    nameKo: '대한민국',
    filter: 'KOR',
    defaultTimezone: 'Asia/Seoul',
    units: { field: 'meter', green: 'meter', speed: 'ms' },
    currency: 'KRW',
    states: [
      {
        nameEn: 'Seoul',
        nameKo: '서울특별시',
        timezone: 'Asia/Seoul',
        cities: [
          c('Seoul', '서울', 37.5665, 126.978, 5,
            [['Gangnam', '강남'], ['Jamsil', '잠실'], ['Mapo', '마포'], ['Yeouido', '여의도'], ['Jongno', '종로'], ['Seongsu', '성수'], ['Mokdong', '목동'], ['Nowon', '노원']],
            ['Teheran-ro', 'Olympic-ro', 'Yanghwa-ro', 'Yeouinaru-ro', 'Jong-ro', 'Ttukseom-ro', 'Mokdongseo-ro', 'Dongil-ro'],
            '06###', '02-5##-####'),
        ],
      },
      {
        nameEn: 'Gyeonggi-do',
        nameKo: '경기도',
        timezone: 'Asia/Seoul',
        cities: [
          c('Seongnam', '성남', 37.3826, 127.1189, 2, [['Bundang', '분당'], ['Pangyo', '판교'], ['Jeongja', '정자']], ['Bundang-ro', 'Pangyoyeok-ro', 'Jeongjail-ro'], '13###', '031-7##-####'),
          c('Goyang', '고양', 37.6584, 126.832, 1, [['Ilsan', '일산'], ['Hwajeong', '화정']], ['Jungang-ro', 'Ilsanho-ro'], '10###', '031-9##-####'),
          c('Suwon', '수원', 37.2636, 127.0286, 1, [['Gwanggyo', '광교'], ['Yeongtong', '영통']], ['Gwanggyojungang-ro', 'Bongyeong-ro'], '16###', '031-2##-####'),
        ],
      },
      {
        nameEn: 'Busan',
        nameKo: '부산광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Busan', '부산', 35.1796, 129.0756, 2, [['Haeundae', '해운대'], ['Seomyeon', '서면'], ['Gwangalli', '광안리']], ['Haeundaehaebyeon-ro', 'Jungang-daero', 'Gwangalhaebyeon-ro'], '48###', '051-7##-####')],
      },
      {
        nameEn: 'Incheon',
        nameKo: '인천광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Incheon', '인천', 37.4563, 126.7052, 1, [['Songdo', '송도'], ['Cheongna', '청라']], ['Convensia-daero', 'Cheongnadae-ro'], '21###', '032-8##-####')],
      },
      {
        nameEn: 'Daegu',
        nameKo: '대구광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Daegu', '대구', 35.8714, 128.6014, 1, [['Suseong', '수성'], ['Dongseongno', '동성로']], ['Dalgubeol-daero', 'Dongseong-ro'], '42###', '053-7##-####')],
      },
      {
        nameEn: 'Daejeon',
        nameKo: '대전광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Daejeon', '대전', 36.3504, 127.3845, 1, [['Yuseong', '유성'], ['Dunsan', '둔산']], ['Daehak-ro', 'Dunsan-ro'], '34###', '042-8##-####')],
      },
      {
        nameEn: 'Gwangju',
        nameKo: '광주광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Gwangju', '광주', 35.1595, 126.8526, 1, [['Sangmu', '상무'], ['Chungjang', '충장']], ['Sangmujungang-ro', 'Chungjang-ro'], '61###', '062-3##-####')],
      },
      {
        nameEn: 'Ulsan',
        nameKo: '울산광역시',
        timezone: 'Asia/Seoul',
        cities: [c('Ulsan', '울산', 35.5384, 129.3114, 1, [['Samsan', '삼산'], ['Mugeo', '무거']], ['Samsan-ro', 'Daehak-ro'], '44###', '052-2##-####')],
      },
      {
        nameEn: 'Jeju-do',
        nameKo: '제주특별자치도',
        timezone: 'Asia/Seoul',
        cities: [c('Jeju', '제주', 33.4996, 126.5312, 2, [['Jeju City', '제주시'], ['Seogwipo', '서귀포'], ['Nohyeong', '노형']], ['Yeonsam-ro', 'Jungang-ro', 'Nohyeong-ro'], '63###', '064-7##-####')],
      },
    ],
  },
  {
    code: 'USA',
    nameEn: 'United States',
    nameKo: '미국',
    filter: 'USA',
    defaultTimezone: 'America/New_York',
    units: { field: 'yard', green: 'feet', speed: 'mph' },
    currency: 'USD',
    states: [
      {
        nameEn: 'California',
        nameKo: '캘리포니아',
        timezone: 'America/Los_Angeles',
        cities: [
          c('Los Angeles', '로스앤젤레스', 34.0617, -118.3005, 1, [['Koreatown', '코리아타운'], ['Santa Monica', '산타모니카'], ['Downtown LA', 'LA 다운타운']], ['Wilshire Blvd', 'Santa Monica Blvd', 'S Grand Ave', 'Western Ave'], '900##', '(213) 555-01##'),
          c('Irvine', '어바인', 33.6846, -117.8265, 1, [['Irvine Spectrum', '어바인 스펙트럼'], ['Tustin', '터스틴']], ['Barranca Pkwy', 'Jamboree Rd', 'Culver Dr'], '926##', '(949) 555-01##'),
          c('San Jose', '새너제이', 37.3382, -121.8863, 1, [['Santana Row', '산타나 로'], ['Cupertino', '쿠퍼티노']], ['Stevens Creek Blvd', 'N 1st St', 'De Anza Blvd'], '951##', '(408) 555-01##'),
        ],
      },
      {
        nameEn: 'New York',
        nameKo: '뉴욕',
        timezone: 'America/New_York',
        cities: [c('New York', '뉴욕', 40.7549, -73.984, 1, [['Midtown', '미드타운'], ['Flushing', '플러싱'], ['Brooklyn', '브루클린']], ['W 32nd St', 'Northern Blvd', 'Atlantic Ave'], '100##', '(212) 555-01##')],
      },
      {
        nameEn: 'New Jersey',
        nameKo: '뉴저지',
        timezone: 'America/New_York',
        cities: [c('Fort Lee', '포트리', 40.8509, -73.9701, 1, [['Fort Lee', '포트리'], ['Palisades Park', '팰리세이즈 파크']], ['Main St', 'Lemoine Ave', 'Broad Ave'], '070##', '(201) 555-01##')],
      },
      {
        nameEn: 'Illinois',
        nameKo: '일리노이',
        timezone: 'America/Chicago',
        cities: [c('Chicago', '시카고', 41.8781, -87.6298, 1, [['River North', '리버 노스'], ['Wicker Park', '위커 파크']], ['N Clark St', 'N Milwaukee Ave'], '606##', '(312) 555-01##')],
      },
      {
        nameEn: 'Texas',
        nameKo: '텍사스',
        timezone: 'America/Chicago',
        cities: [
          c('Dallas', '댈러스', 32.7767, -96.797, 1, [['Uptown', '업타운'], ['Carrollton', '캐럴턴']], ['McKinney Ave', 'Old Denton Rd', 'Royal Ln'], '752##', '(214) 555-01##'),
          c('Houston', '휴스턴', 29.7604, -95.3698, 1, [['Galleria', '갤러리아'], ['Katy', '케이티']], ['Westheimer Rd', 'Katy Fwy'], '770##', '(713) 555-01##'),
        ],
      },
      {
        nameEn: 'Washington',
        nameKo: '워싱턴',
        timezone: 'America/Los_Angeles',
        cities: [c('Bellevue', '벨뷰', 47.6101, -122.2015, 1, [['Bellevue', '벨뷰'], ['Lynnwood', '린우드']], ['Bellevue Way NE', 'NE 8th St', '196th St SW'], '980##', '(425) 555-01##')],
      },
      {
        nameEn: 'Nevada',
        nameKo: '네바다',
        timezone: 'America/Los_Angeles',
        cities: [c('Las Vegas', '라스베이거스', 36.1147, -115.1728, 1, [['The Strip', '스트립'], ['Summerlin', '서머린']], ['Las Vegas Blvd S', 'Town Center Dr'], '891##', '(702) 555-01##')],
      },
      {
        nameEn: 'Georgia',
        nameKo: '조지아',
        timezone: 'America/New_York',
        cities: [c('Atlanta', '애틀랜타', 33.749, -84.388, 1, [['Duluth', '덜루스'], ['Midtown Atlanta', '미드타운 애틀랜타']], ['Pleasant Hill Rd', 'Peachtree St NE', 'Satellite Blvd'], '303##', '(404) 555-01##')],
      },
      {
        nameEn: 'Hawaii',
        nameKo: '하와이',
        timezone: 'Pacific/Honolulu',
        cities: [c('Honolulu', '호놀룰루', 21.3069, -157.8583, 1, [['Ala Moana', '알라모아나'], ['Waikiki', '와이키키']], ['Kapiolani Blvd', 'Kalakaua Ave', 'Keeaumoku St'], '968##', '(808) 555-01##')],
      },
      {
        nameEn: 'Arizona',
        nameKo: '애리조나',
        timezone: 'America/Phoenix',
        cities: [c('Scottsdale', '스코츠데일', 33.4942, -111.9261, 1, [['Old Town Scottsdale', '올드타운 스코츠데일'], ['Tempe', '템피']], ['N Scottsdale Rd', 'E Camelback Rd', 'S Mill Ave'], '852##', '(480) 555-01##')],
      },
    ],
  },
  {
    code: 'JPN',
    nameEn: 'Japan',
    nameKo: '일본',
    filter: 'JPN',
    defaultTimezone: 'Asia/Tokyo',
    units: { field: 'yard', green: 'meter', speed: 'ms' },
    currency: 'JPY',
    states: [
      {
        nameEn: 'Tokyo',
        nameKo: '도쿄도',
        timezone: 'Asia/Tokyo',
        cities: [c('Tokyo', '도쿄', 35.6762, 139.6503, 2, [['Shinjuku', '신주쿠'], ['Shibuya', '시부야'], ['Ginza', '긴자'], ['Ikebukuro', '이케부쿠로']], ['Shinjuku 3-chome', 'Dogenzaka 2-chome', 'Ginza 5-chome', 'Minami-Ikebukuro 1-chome'], '1##-####', '03-5###-####')],
      },
      {
        nameEn: 'Kanagawa',
        nameKo: '가나가와현',
        timezone: 'Asia/Tokyo',
        cities: [c('Yokohama', '요코하마', 35.4437, 139.638, 1, [['Minatomirai', '미나토미라이'], ['Kohoku', '고호쿠']], ['Minatomirai 2-chome', 'Chigasaki-chuo'], '22#-####', '045-2##-####')],
      },
      {
        nameEn: 'Osaka',
        nameKo: '오사카부',
        timezone: 'Asia/Tokyo',
        cities: [c('Osaka', '오사카', 34.7025, 135.4959, 1, [['Umeda', '우메다'], ['Namba', '난바']], ['Umeda 1-chome', 'Namba 3-chome'], '53#-####', '06-6###-####')],
      },
      {
        nameEn: 'Fukuoka',
        nameKo: '후쿠오카현',
        timezone: 'Asia/Tokyo',
        cities: [c('Fukuoka', '후쿠오카', 33.5902, 130.4017, 1, [['Tenjin', '텐진'], ['Hakata', '하카타']], ['Tenjin 2-chome', 'Hakata-ekimae 3-chome'], '81#-####', '092-7##-####')],
      },
    ],
  },
  {
    code: 'CHN',
    nameEn: 'China',
    nameKo: '중국',
    filter: 'CHN',
    defaultTimezone: 'Asia/Shanghai',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'CNY',
    states: [
      {
        nameEn: 'Beijing',
        nameKo: '베이징시',
        timezone: 'Asia/Shanghai',
        cities: [c('Beijing', '베이징', 39.9042, 116.4074, 1, [['Chaoyang', '차오양'], ['Haidian', '하이뎬'], ['Wangjing', '왕징']], ['Jianguo Road', 'Zhongguancun Street', 'Wangjing Street'], '100###', '010-####-####')],
      },
      {
        nameEn: 'Shanghai',
        nameKo: '상하이시',
        timezone: 'Asia/Shanghai',
        cities: [c('Shanghai', '상하이', 31.2304, 121.4737, 2, [['Pudong', '푸둥'], ['Xuhui', '쉬후이'], ['Jing\'an', '징안'], ['Hongqiao', '훙차오']], ['Century Avenue', 'Hengshan Road', 'Nanjing West Road', 'Hongqiao Road'], '200###', '021-####-####')],
      },
      {
        nameEn: 'Guangdong',
        nameKo: '광둥성',
        timezone: 'Asia/Shanghai',
        cities: [
          c('Shenzhen', '선전', 22.5431, 114.0579, 1, [['Futian', '푸톈'], ['Nanshan', '난산']], ['Shennan Avenue', 'Houhai Avenue'], '518###', '0755-####-####'),
          c('Guangzhou', '광저우', 23.1291, 113.2644, 1, [['Tianhe', '톈허'], ['Zhujiang New Town', '주장신청']], ['Tianhe Road', 'Huacheng Avenue'], '510###', '020-####-####'),
        ],
      },
    ],
  },
  {
    code: 'AUS',
    nameEn: 'Australia',
    nameKo: '호주',
    filter: 'AUS',
    defaultTimezone: 'Australia/Sydney',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'AUD',
    states: [
      { nameEn: 'New South Wales', nameKo: '뉴사우스웨일스', timezone: 'Australia/Sydney', cities: [c('Sydney', '시드니', -33.8688, 151.2093, 1, [['Sydney CBD', '시드니 CBD'], ['Chatswood', '채스우드'], ['Parramatta', '파라마타']], ['George St', 'Victoria Ave', 'Church St'], '2###', '(02) 5550 ####')] },
      { nameEn: 'Victoria', nameKo: '빅토리아', timezone: 'Australia/Melbourne', cities: [c('Melbourne', '멜버른', -37.8136, 144.9631, 1, [['Southbank', '사우스뱅크'], ['Box Hill', '박스힐']], ['City Rd', 'Station St', 'Whitehorse Rd'], '3###', '(03) 5550 ####')] },
      { nameEn: 'Queensland', nameKo: '퀸즐랜드', timezone: 'Australia/Brisbane', cities: [c('Brisbane', '브리즈번', -27.4698, 153.0251, 1, [['Fortitude Valley', '포티튜드 밸리'], ['Gold Coast', '골드코스트']], ['Brunswick St', 'Ann St', 'Gold Coast Hwy'], '4###', '(07) 5550 ####')] },
      { nameEn: 'Western Australia', nameKo: '웨스턴오스트레일리아', timezone: 'Australia/Perth', cities: [c('Perth', '퍼스', -31.9505, 115.8605, 1, [['Northbridge', '노스브리지'], ['Subiaco', '수비아코']], ['James St', 'Hay St', 'Rokeby Rd'], '6###', '(08) 5550 ####')] },
    ],
  },
  {
    code: 'CAN',
    nameEn: 'Canada',
    nameKo: '캐나다',
    filter: 'CAN',
    defaultTimezone: 'America/Toronto',
    units: { field: 'yard', green: 'feet', speed: 'kmh' },
    currency: 'CAD',
    states: [
      { nameEn: 'Ontario', nameKo: '온타리오', timezone: 'America/Toronto', cities: [c('Toronto', '토론토', 43.6532, -79.3832, 1, [['North York', '노스욕'], ['Liberty Village', '리버티 빌리지'], ['Markham', '마컴']], ['Yonge St', 'King St W', 'Highway 7'], 'M#A #A#', '(416) 555-01##')] },
      { nameEn: 'British Columbia', nameKo: '브리티시컬럼비아', timezone: 'America/Vancouver', cities: [c('Vancouver', '밴쿠버', 49.2827, -123.1207, 1, [['Coquitlam', '코퀴틀람'], ['Richmond', '리치먼드'], ['Burnaby', '버너비']], ['Lougheed Hwy', 'No. 3 Rd', 'Kingsway'], 'V#A #A#', '(604) 555-01##')] },
      { nameEn: 'Alberta', nameKo: '앨버타', timezone: 'America/Edmonton', cities: [c('Calgary', '캘거리', 51.0447, -114.0719, 1, [['Beltline', '벨트라인'], ['Crowfoot', '크로풋']], ['17 Ave SW', 'Crowfoot Way NW'], 'T#A #A#', '(403) 555-01##')] },
      { nameEn: 'Quebec', nameKo: '퀘벡', timezone: 'America/Toronto', cities: [c('Montreal', '몬트리올', 45.5017, -73.5673, 1, [['Griffintown', '그리핀타운'], ['Laval', '라발']], ['Rue Notre-Dame O', 'Boulevard le Carrefour'], 'H#A #A#', '(514) 555-01##')] },
    ],
  },
  {
    code: 'GBR',
    nameEn: 'United Kingdom',
    nameKo: '영국',
    filter: 'GBR',
    defaultTimezone: 'Europe/London',
    units: { field: 'yard', green: 'feet', speed: 'mph' },
    currency: 'GBP',
    states: [
      {
        nameEn: 'England',
        nameKo: '잉글랜드',
        timezone: 'Europe/London',
        cities: [
          c('London', '런던', 51.5072, -0.1276, 1, [['Canary Wharf', '카나리 워프'], ['Shoreditch', '쇼디치'], ['New Malden', '뉴몰든']], ['Westferry Circus', 'Great Eastern St', 'High St'], 'E14 #AA', '020 7946 0###'),
          c('Manchester', '맨체스터', 53.4808, -2.2426, 1, [['Spinningfields', '스피닝필즈'], ['Salford Quays', '샐퍼드 키스']], ['Deansgate', 'The Quays'], 'M3 #AA', '0161 496 0###'),
        ],
      },
      { nameEn: 'Scotland', nameKo: '스코틀랜드', timezone: 'Europe/London', cities: [c('Edinburgh', '에든버러', 55.9533, -3.1883, 1, [['Leith', '리스'], ['New Town', '뉴타운']], ['Ocean Dr', 'George St'], 'EH6 #AA', '0131 496 0###')] },
    ],
  },
  {
    code: 'FRA',
    nameEn: 'France',
    nameKo: '프랑스',
    filter: 'FRA',
    defaultTimezone: 'Europe/Paris',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'EUR',
    states: [
      { nameEn: 'Île-de-France', nameKo: '일드프랑스', timezone: 'Europe/Paris', cities: [c('Paris', '파리', 48.8566, 2.3522, 1, [['La Défense', '라데팡스'], ['Bastille', '바스티유'], ['Boulogne', '불로뉴']], ['Esplanade du Général de Gaulle', 'Rue de la Roquette', 'Boulevard Jean Jaurès'], '75###', '01 ## ## ## ##')] },
      { nameEn: 'Auvergne-Rhône-Alpes', nameKo: '오베르뉴론알프', timezone: 'Europe/Paris', cities: [c('Lyon', '리옹', 45.764, 4.8357, 1, [['Part-Dieu', '파르디외'], ['Confluence', '콩플뤼앙스']], ['Rue Garibaldi', 'Cours Charlemagne'], '69###', '04 ## ## ## ##')] },
      { nameEn: "Provence-Alpes-Côte d'Azur", nameKo: '프로방스알프코트다쥐르', timezone: 'Europe/Paris', cities: [c('Nice', '니스', 43.7102, 7.262, 1, [['Promenade', '프롬나드'], ['Antibes', '앙티브']], ['Promenade des Anglais', 'Boulevard Albert 1er'], '06###', '04 ## ## ## ##')] },
    ],
  },
  {
    code: 'ARE',
    nameEn: 'United Arab Emirates',
    nameKo: '아랍에미리트',
    filter: 'other',
    defaultTimezone: 'Asia/Dubai',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'AED',
    states: [
      { nameEn: 'Dubai', nameKo: '두바이', timezone: 'Asia/Dubai', cities: [c('Dubai', '두바이', 25.2048, 55.2708, 2, [['Dubai Marina', '두바이 마리나'], ['Al Quoz', '알 쿠오즈'], ['Business Bay', '비즈니스 베이']], ['Al Marsa Street', 'Al Khail Road', 'Marasi Drive'], '00000', '+971 4 ### ####')] },
      { nameEn: 'Abu Dhabi', nameKo: '아부다비', timezone: 'Asia/Dubai', cities: [c('Abu Dhabi', '아부다비', 24.4539, 54.3773, 1, [['Al Maryah Island', '알 마리아 섬'], ['Yas Island', '야스 섬']], ['Hamouda Bin Ali Al Dhaheri Street', 'Yas Drive'], '00000', '+971 2 ### ####')] },
    ],
  },
  {
    code: 'DEU',
    nameEn: 'Germany',
    nameKo: '독일',
    filter: 'other',
    defaultTimezone: 'Europe/Berlin',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'EUR',
    states: [
      { nameEn: 'Bavaria', nameKo: '바이에른', timezone: 'Europe/Berlin', cities: [c('Munich', '뮌헨', 48.1351, 11.582, 1, [['Schwabing', '슈바빙'], ['Maxvorstadt', '막스포어슈타트']], ['Leopoldstraße', 'Theresienstraße'], '80###', '089 #######')] },
      { nameEn: 'Hesse', nameKo: '헤센', timezone: 'Europe/Berlin', cities: [c('Frankfurt', '프랑크푸르트', 50.1109, 8.6821, 1, [['Westend', '베스트엔트'], ['Sachsenhausen', '작센하우젠']], ['Bockenheimer Landstraße', 'Schweizer Straße'], '60###', '069 #######')] },
    ],
  },
  {
    code: 'SGP',
    nameEn: 'Singapore',
    nameKo: '싱가포르',
    filter: 'other',
    defaultTimezone: 'Asia/Singapore',
    units: { field: 'meter', green: 'meter', speed: 'kmh' },
    currency: 'SGD',
    states: [
      { nameEn: 'Singapore', nameKo: '싱가포르', timezone: 'Asia/Singapore', cities: [c('Singapore', '싱가포르', 1.3521, 103.8198, 2, [['Orchard', '오차드'], ['Tanjong Pagar', '탄종파가'], ['Novena', '노비나']], ['Orchard Road', 'Tanjong Pagar Road', 'Thomson Road'], '######', '+65 6### ####')] },
    ],
  },
];

export function fillPattern(pattern: string, digit: () => number, letter: () => string = () => 'A'): string {
  let out = '';
  for (const ch of pattern) out += ch === '#' ? String(digit()) : ch === 'A' ? letter() : ch;
  return out;
}
