import 'server-only';
import type { OperationName } from '@/lib/upstream/operations';
import { operations } from '@/lib/upstream/operations';
import type { HandlersFor } from './handler';
import { commonHandlers } from './common';

/** The built-in member API: one handler per operation of the table. */
export const handlers: HandlersFor<typeof operations> = {
  ...commonHandlers,
};

export type HandlerOf<N extends OperationName> = (typeof handlers)[N];
