import { activeMyzoneItem, myzoneNav } from './myzone';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';

describe('MyZone navigation', () => {
  it.each([
    ['/membership', 'mysummary'],
    ['/membership/mysummary', 'mysummary'],
    ['/membership/myrecords', 'myrounds'],
    ['/membership/myrecords/myrounds', 'myrounds'],
    ['/membership/myrecords/myroundsview/12', 'myrounds'],
    ['/membership/myrecords/myscorecard/3', 'mytournaments'],
    ['/membership/myrecords/mytournamentsranking/3', 'mytournaments'],
    ['/membership/myrecords/mytournamentsattend/3', 'mytournaments'],
    ['/membership/myrecords/myminigameranking/7', 'myevent'],
    ['/membership/myrecords/mywinaminigame/7', 'myevent'],
    ['/membership/myrecords/myxpoint', 'myxpoint'],
    ['/membership/myrecords/myswingview/5', 'myswing'],
    ['/membership/myaccount', 'myprofile'],
    ['/membership/myaccount/favoritelocationinfo/4', 'favoritelocation'],
    ['/membership/myaccount/cancelmember', 'cancelmember'],
    ['/membership/myaccount/confirmpassword', 'password'],
  ])('%s marks %s', (path, item) => {
    expect(activeMyzoneItem(path)).toBe(item);
  });

  it('has no menu item for confirming the password, a step on the way to another page (issue 26 item 10)', () => {
    const hrefs = myzoneNav.flatMap((group) => group.items.map((item) => item.href));
    expect(hrefs).not.toContain('/membership/myaccount/confirmpassword');
  });

  it('marks nothing outside MyZone and does not confuse a prefix of a name', () => {
    expect(activeMyzoneItem('/tournament/tournamentschedule')).toBeUndefined();
    expect(activeMyzoneItem('/membership/myrecords/myroundsx')).toBeUndefined();
  });

  it('lists the records and the account routes, each once, with English and Korean labels', () => {
    const keys = myzoneNav.flatMap((group) => group.items.map((item) => item.key));
    expect(new Set(keys).size).toBe(keys.length);
    expect(myzoneNav.map((group) => group.key)).toEqual(['summary', 'records', 'account']);
    for (const messages of [en, ko] as Array<{ myzone: { nav: Record<string, Record<string, string>> } }>) {
      for (const group of myzoneNav) {
        expect(typeof messages.myzone.nav[group.key].title).toBe('string');
        for (const item of group.items) expect(typeof messages.myzone.nav[group.key][item.key]).toBe('string');
      }
    }
  });
});
