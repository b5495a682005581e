import { activeMenu, isLoginTypePage, menus } from './menu';

describe('activeMenu', () => {
  it.each([
    ['/tournament/tournamentschedule', 'tournament', 'schedule'],
    ['/tournament/tournamentscheduleview/12/ranking', 'tournament', 'schedule'],
    ['/tournament/jointournament', 'tournament', 'join'],
    ['/event/netizenlesson/netizenlessonview/3', 'event', 'lesson'],
    ['/event/minigameranking/7', 'event', 'minigame'],
    ['/event/winaminigamelist/7', 'event', 'winners'],
    ['/halloffame/stats', 'membership', 'stats'],
    ['/membership/myrecords/myrounds', 'membership', 'myzone'],
    ['/findlocation/StoresView/4', 'findlocation', 'stores'],
    ['/support/noticeview/1', 'support', 'notice'],
  ])('%s highlights %s / %s', (path, menu, item) => {
    expect(activeMenu(path)).toEqual({ menu, item });
  });

  it('highlights nothing on pages outside the menus', () => {
    expect(activeMenu('/')).toEqual({});
    expect(activeMenu('/tournamentx')).toEqual({});
  });

  it('has the six menus of the spec', () => {
    expect(menus.map((m) => m.key)).toEqual(['membership', 'tournament', 'event', 'golfcourse', 'findlocation', 'support']);
  });
});

describe('isLoginTypePage', () => {
  it('knows the login-type pages', () => {
    expect(isLoginTypePage('/login')).toBe(true);
    expect(isLoginTypePage('/find_id_pwd')).toBe(true);
    expect(isLoginTypePage('/loginx')).toBe(false);
    expect(isLoginTypePage('/')).toBe(false);
  });
});
