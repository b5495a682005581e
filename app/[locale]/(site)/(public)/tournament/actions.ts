'use server';

import { getTranslations } from 'next-intl/server';
import { joinTournament } from '@/lib/data/tournament';
import { apiMessage } from '@/lib/i18n/api-message';
import { isUpstreamError } from '@/lib/upstream/errors';

export interface EnterResult {
  ok: boolean;
  message: string;
}

/** Enters the logged-in member in a tournament; the member API checks the login, status and entry limit. */
export async function enterTournament(tournamentno: number): Promise<EnterResult> {
  const t = await getTranslations();
  if (!Number.isInteger(tournamentno) || tournamentno < 1) return { ok: false, message: t('tournament.error.notFound') };
  try {
    const { paymentstatus } = await joinTournament(tournamentno);
    return { ok: true, message: t(paymentstatus === 'pending' ? 'tournament.join.enteredPending' : 'tournament.join.entered') };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ok: false, message: apiMessage(t, error.message) };
  }
}
