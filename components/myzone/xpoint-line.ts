/** Where an X-Point ledger line leads: the round's scorecard, the tournament entry, the mini-game result. */
export function xpointLineHref(reason: string, ref: number | string): string | null {
  if (reason === 'round') return `/membership/myrecords/myroundsview/${ref}`;
  if (reason === 'tournament') return `/membership/myrecords/mytournamentsview/${ref}`;
  if (reason === 'minigame') return `/membership/myrecords/myminigameranking/${ref}`;
  return null;
}
