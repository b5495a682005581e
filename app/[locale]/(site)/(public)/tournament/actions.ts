'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/actions/action-result';
import { validatedAction } from '@/lib/actions/validated-action';
import { joinTournament } from '@/lib/data/tournament';
import { idField } from '@/lib/upstream/operations/fields';

/**
 * Enters the logged-in member in a tournament; the member API checks the status and the entry
 * limit. Answers the message key of the success text (a fee is paid at the venue: "pending").
 */
export const enterTournament = validatedAction(
  object({ tournamentno: idField('tournament.error.notFound') }),
  async ({ tournamentno }) => {
    const { paymentstatus } = await joinTournament(tournamentno);
    return actionOk({ message: paymentstatus === 'pending' ? 'tournament.join.enteredPending' : 'tournament.join.entered' });
  },
  { auth: 'required', where: 'tournament/join' },
);
