import type { AnyObject, ObjectSchema } from 'yup';
import { commonOperations } from './common';
import { accountOperations } from './account';
import { tournamentOperations, playerOperations } from './tournament';
import { hallOfFameOperations } from './halloffame';
import { eventOperations } from './event';
import { courseOperations } from './course';
import { storeOperations } from './store';
import { supportOperations } from './support';
import { recordsOperations } from './records';
import { liveOperations } from './live';
import { avatarOperations } from './avatar';
import { myAccountOperations } from './myaccount';
import { siteOperations } from './site';
import { paymentOperations } from './payment';
import { bookingOperations } from './booking';

/**
 * THE operation table (design.md §1). Each domain keeps its calls in its own file; this map is
 * what the client, the in-process transport and the HTTP server read.
 */
export const operations = {
  ...commonOperations,
  ...accountOperations,
  ...tournamentOperations,
  ...playerOperations,
  ...hallOfFameOperations,
  ...eventOperations,
  ...courseOperations,
  ...storeOperations,
  ...supportOperations,
  ...recordsOperations,
  ...liveOperations,
  ...avatarOperations,
  ...myAccountOperations,
  ...siteOperations,
  ...paymentOperations,
  ...bookingOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
/** What a caller passes: the schema's input (fields with a default may be left out). */
export type InputOf<N extends OperationName> = Operations[N]['input'] extends ObjectSchema<infer I extends AnyObject> ? I : never;
export type OutputOf<N extends OperationName> = NonNullable<Operations[N]['output']>;
