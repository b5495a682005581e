import fs from 'node:fs';
import path from 'node:path';
import type { Connection } from '@/lib/member-api/db/connect';
import { useMemoryDatabase } from '@/tests/support/database';
import { dispatch } from './dispatch';
import { insertTournamentFixture, type TournamentFixture } from './tournament.fixture';

/**
 * One Korean name per venue (issue 26 item 15): a Korean page showed "클럽하우스 벨뷰점" in one place and
 * "Clubhouse Bellevue" in another, because a few calls selected the English column directly instead
 * of going through `localized`, the one place that picks a stored name's language.
 */
let connection: Connection;
let fixture: TournamentFixture;

beforeAll(async () => {
  connection = await useMemoryDatabase();
  fixture = await insertTournamentFixture(connection.db);
}, 120_000);

afterAll(async () => {
  await connection.close();
});

describe('a venue name in Korean', () => {
  it('is the Korean one in the member-info popup (playerInfo)', async () => {
    // Golfer 0's favourite venue is the Gangnam Flagship (강남 플래그십).
    const ko = (await dispatch('playerInfo', { lang: 'ko', player: fixture.playerPks[0] })) as { playerbasicinfo: { shopname: string } };
    expect(ko.playerbasicinfo.shopname).toBe('강남 플래그십');
    const en = (await dispatch('playerInfo', { player: fixture.playerPks[0] })) as { playerbasicinfo: { shopname: string } };
    expect(en.playerbasicinfo.shopname).toBe('Gangnam Flagship');
  });

  it('is never read from the English column alone by a member-API call', () => {
    // A stored name or text is answered through localized(lang, english, korean); a select that names
    // the English column of a table with a Korean twin answers English to a Korean page.
    const dir = __dirname;
    const found: string[] = [];
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.includes('.test.') && !name.includes('.fixture.'))) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const match of text.matchAll(/\b(shopname|coursename|tournamentname|eventname|countryname)\s*:\s*(stores|courses|tournaments|minigameEvents|countries)\.(name|nameEn)\b\s*[,}]/g)) {
        found.push(`${file}:${text.slice(0, match.index).split('\n').length} ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
