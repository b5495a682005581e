import type { Change } from '@/lib/upstream/operation';
import { connect, type Connection } from '@/lib/member-api/db/connect';
import { tournamentStatusJob } from '@/lib/member-api/jobs/tournament-status';
import { insertVenueFixture, type VenueFixture } from '@/lib/member-api/venue/venue.fixture';
import { announceChanges, membersChanged, onMemberApiChanges } from './changes';

jest.mock('server-only', () => ({}));

/**
 * What the member API changes on nobody's call reaches whoever shows it (app/upstream/follow-changes.ts
 * expires the portal's cached pages with it): the registry, and the jobs that announce through it.
 */
describe('changes made on nobody’s call', () => {
  it('reaches every listener, even past one that fails, and each member once', () => {
    const heard: Change[][] = [];
    const stopFailing = onMemberApiChanges(() => {
      throw new Error('listener down');
    });
    const stop = onMemberApiChanges((changes) => heard.push(changes));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    announceChanges(membersChanged([3, 3, null, 4]));
    announceChanges([]);
    stop();
    stopFailing();
    announceChanges(membersChanged([5]));
    expect(heard).toEqual([
      [
        { kind: 'member', id: 3 },
        { kind: 'member', id: 4 },
      ],
    ]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  describe('the tournament status job (PGlite)', () => {
    let connection: Connection;
    let fixture: VenueFixture;
    beforeAll(async () => {
      connection = await connect({ pgliteDir: 'memory://' });
      fixture = await insertVenueFixture(connection.db);
    });
    afterAll(() => connection.close());

    it('announces the tournaments it started and completed, and the entrants it gave points and badges', async () => {
      const heard: Change[] = [];
      const stop = onMemberApiChanges((changes) => heard.push(...changes));
      await tournamentStatusJob.run(new Date(), connection.db);
      stop();
      expect(heard.filter((change) => change.kind === 'tournament')).toEqual([
        { kind: 'tournament', id: fixture.ready },
        { kind: 'tournament', id: fixture.ended },
      ]);
      // The ended tournament's three entrants: their MyZone shows their new points and badges.
      expect(heard.filter((change) => change.kind === 'member').map((change) => ('id' in change ? change.id : 0)).sort()).toEqual(fixture.playerPks.slice(0, 3).sort());

      // Nothing to do, nothing announced.
      const again: Change[] = [];
      const stopAgain = onMemberApiChanges((changes) => again.push(...changes));
      await tournamentStatusJob.run(new Date(), connection.db);
      stopAgain();
      expect(again).toEqual([]);
    });
  });
});
