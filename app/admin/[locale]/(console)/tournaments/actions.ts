'use server';

import { number, object } from 'yup';
import { actionFail, actionOk } from '@/lib/portal/actions/action-result';
import { staffAction } from '@/lib/portal/staff/action';
import { authorize } from '@/lib/portal/staff/matrix';
import { cancelTournament, correctScore, expireTournament, networkZone, publishTournament, saveTournament, venueOfForm, venueOfTournament } from '@/lib/portal/staff/tournaments';
import { scoreCorrectionSchema, tournamentSchema } from '@/lib/shared/validation/tournament';

/**
 * The console's tournament actions (issue 24 item 3). Each goes through staffAction (origin, session,
 * the matrix on the tournament's venue read from the database, yup, never throws), records its change
 * with before and after in the same transaction's wake, and expires the public pages that show it.
 */

const target = (tournamentno: number) => `tournament:${tournamentno}`;

/** Create (no tournamentno: a draft) or edit. An edit is authorized on the venue it has and the one it gets. */
export const saveTournamentAction = staffAction(
  'tournaments.edit',
  tournamentSchema,
  async (input, { db, staff, audit }) => {
    if (input.tournamentno !== undefined) {
      const chosen = await venueOfForm(db, input.shopno);
      if (chosen === undefined) return actionFail(400, 'api.invalidInput', { shopno: 'admin.tournaments.errors.venueRequired' });
      if (authorize('tournaments.edit', staff.role, staff.venues, chosen) !== 'allowed') return actionFail(404, 'admin.errors.notFound');
    }
    const change = await saveTournament(db, input, networkZone());
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ action: change.before ? 'tournaments.edit' : 'tournaments.create', target: target(change.tournamentno), before: change.before, after: change.after });
    // A draft shows nowhere; an edited published one changes the schedule and its pages.
    if (change.before && change.before.status !== '0') expireTournament(change.tournamentno);
    return actionOk({ tournamentno: change.tournamentno });
  },
  { venueOf: (input, db) => (input.tournamentno === undefined ? venueOfForm(db, input.shopno) : venueOfTournament(db, input.tournamentno)) },
);

const byNumber = object({ tournamentno: number().integer().min(1).max(2_147_483_647).required() });

export const publishTournamentAction = staffAction(
  'tournaments.publish',
  byNumber,
  async ({ tournamentno }, { db, audit }) => {
    const change = await publishTournament(db, tournamentno);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ target: target(tournamentno), before: change.before, after: change.after });
    expireTournament(tournamentno);
    return actionOk();
  },
  { venueOf: (input, db) => venueOfTournament(db, input.tournamentno) },
);

export const cancelTournamentAction = staffAction(
  'tournaments.cancel',
  byNumber,
  async ({ tournamentno }, { db, audit }) => {
    const change = await cancelTournament(db, tournamentno);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ target: target(tournamentno), before: change.before, after: { ...change.after, refunds: change.settled ?? 'left to the settle-payments job' } });
    expireTournament(tournamentno);
    return actionOk();
  },
  { venueOf: (input, db) => venueOfTournament(db, input.tournamentno) },
);

export const correctScoreAction = staffAction(
  'tournaments.score',
  scoreCorrectionSchema,
  async (input, { db, audit }) => {
    const change = await correctScore(db, input);
    if (!change.ok) return actionFail(change.status, change.message);
    await audit({ target: `${target(input.tournamentno)}/entry:${input.entryId}`, before: change.before, after: { ...change.after, reason: input.reason, placesMoved: change.moved } });
    expireTournament(input.tournamentno);
    return actionOk({ moved: change.moved ?? 0 });
  },
  { venueOf: (input, db) => venueOfTournament(db, input.tournamentno) },
);
