import 'server-only';
import type { OperationName } from '@/lib/upstream/operations';
import { operations } from '@/lib/upstream/operations';
import type { HandlersFor } from './handler';
import { commonHandlers } from './common';
import { accountHandlers } from './account';
import { tournamentHandlers } from './tournament';
import { playerHandlers } from './player';
import { hallOfFameHandlers } from './halloffame';
import { lessonHandlers } from './lesson';
import { minigameHandlers } from './minigame';
import { courseHandlers } from './course';
import { storeHandlers } from './store';
import { supportHandlers } from './support';
import { recordsHandlers } from './records';
import { liveHandlers } from './venue/live';
import { avatarHandlers } from './avatar';
import { myAccountHandlers } from './myaccount';
import { siteHandlers } from './site';
import { paymentHandlers } from './payments';
import { bookingHandlers } from './booking';

/** The built-in member API: one handler per operation of the table. */
export const handlers: HandlersFor<typeof operations> = {
  ...commonHandlers,
  ...accountHandlers,
  ...tournamentHandlers,
  ...playerHandlers,
  ...hallOfFameHandlers,
  ...lessonHandlers,
  ...minigameHandlers,
  ...courseHandlers,
  ...storeHandlers,
  ...supportHandlers,
  ...recordsHandlers,
  ...liveHandlers,
  ...avatarHandlers,
  ...myAccountHandlers,
  ...siteHandlers,
  ...paymentHandlers,
  ...bookingHandlers,
};

export type HandlerOf<N extends OperationName> = (typeof handlers)[N];
