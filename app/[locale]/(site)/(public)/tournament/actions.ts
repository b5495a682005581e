'use server';

import { object } from 'yup';
import { actionOk } from '@/lib/portal/actions/action-result';
import { validatedAction } from '@/lib/portal/actions/validated-action';
import { joinTournament, payEntry, withdrawEntry } from '@/lib/portal/data/tournament';
import { ENTRY_PAYMENT, type EntryPaymentStatus } from '@/lib/shared/domain/enums';
import { idField } from '@/lib/upstream/operations/fields';
import type { PaymentStep } from '@/lib/upstream/operations/payment';

const tournamentSchema = object({ tournamentno: idField('tournament.error.notFound') });

/**
 * Enters the logged-in member in a tournament; the member API checks the status and the entry
 * limit. A paid entry with card payments on comes back awaiting payment with the card payment to
 * make (`payment`); without them it is to be paid at the venue. `message` is the success text's key.
 */
export const enterTournament = validatedAction(
  tournamentSchema,
  async ({ tournamentno }, { locale }) => {
    const { paymentstatus, payment } = await joinTournament(tournamentno, locale);
    const message = paymentstatus === ENTRY_PAYMENT.venue ? 'tournament.join.enteredVenue' : paymentstatus === ENTRY_PAYMENT.awaiting ? 'payments.state.awaiting' : 'tournament.join.entered';
    return actionOk<{ message: string; paymentstatus: EntryPaymentStatus; payment: PaymentStep | null }>({ message, paymentstatus, payment });
  },
  { auth: 'required', where: 'tournament/join' },
);

/** Pay now, and the retry after a declined card: the card payment of the member's entry awaiting payment. */
export const payTournamentEntry = validatedAction(
  tournamentSchema,
  async ({ tournamentno }, { locale }) => actionOk(await payEntry(tournamentno, locale)),
  { auth: 'required', where: 'tournament/pay' },
);

/** Withdraws the member's entry by the refund policy (lib/shared/domain/refund-policy); answers the refund, if any. */
export const withdrawFromTournament = validatedAction(
  tournamentSchema,
  async ({ tournamentno }) => actionOk(await withdrawEntry(tournamentno)),
  { auth: 'required', where: 'tournament/withdraw' },
);
