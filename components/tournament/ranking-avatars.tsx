import type { ReactNode } from 'react';
import { Avatar } from '@/components/member/avatar';
import { storageBase } from '@/lib/shared/storage';
import { isSafeStoragePath, joinStorageUrl } from '@/lib/shared/storage/paths';
import type { TournamentRankRow } from '@/lib/upstream/operations/tournament';

/**
 * The players' pictures of a ranking's rows, drawn on the server and handed to RankingTable (a client
 * component) as finished elements, so the table's script carries no image code.
 */
export function rankingAvatars(rows: TournamentRankRow[], size = 28): ReactNode[] {
  const base = storageBase();
  return rows.map((row) => <Avatar key={row.player_pk} nickname={row.nickname} src={row.avatarpath && isSafeStoragePath(row.avatarpath) ? joinStorageUrl(base, row.avatarpath) : undefined} size={size} />);
}
