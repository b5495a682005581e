import { object } from 'yup';
import { langField } from './fields';
import { defineOperation } from '../operation';
import type { HomeSummary, TimezoneInfo } from '../types';

export const commonOperations = {
  /** Spec §7: the zone shown in the footer. A member's own zone with a bearer token, the network's without. */
  timezone: defineOperation<{ timezone: TimezoneInfo }>()({
    method: 'POST',
    path: '/common/timezone_date_get',
    auth: 'optional',
    input: object({}),
  }),
  /** The main page in one call: playing and upcoming tournaments, latest notices, the top of the leaderboard. */
  mainSummary: defineOperation<HomeSummary>()({
    method: 'GET',
    path: '/main/mainsummary',
    auth: 'none',
    input: object({ lang: langField }),
  }),
};
