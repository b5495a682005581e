import { enterTournament, payTournamentEntry, withdrawFromTournament } from './actions';

/** The entry control's three server actions, handed to components (which do not import app/). */
export const entryActions = { enter: enterTournament, pay: payTournamentEntry, withdraw: withdrawFromTournament };
