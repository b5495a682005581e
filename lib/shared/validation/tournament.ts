import { mixed, number, object, string, type InferType } from 'yup';
import { rankType, tournamentClass, tournamentType, type RankType } from '@/lib/shared/domain/enums';

/**
 * The operator console's tournament form (issue 24 item 3), the one schema the form and its server
 * action share. Dates are the wall clock of the tournament's zone (its venue's, or the network's for a
 * network-wide one) as an `<input type="datetime-local">` gives them; the server turns them into
 * instants. The fee is in the currency's minor units (cents), as entry_payments and Stripe count it.
 * `shopno` 0 is a network-wide tournament.
 */
const LOCAL_DATETIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

const title = (key: string) => string().trim().max(160, `admin.tournaments.errors.${key}`).required(`admin.tournaments.errors.${key}`);
const text = string().trim().max(4000, 'admin.tournaments.errors.textTooLong').default('');
const whole = (key: string) => number().typeError(`admin.tournaments.errors.${key}`).integer(`admin.tournaments.errors.${key}`);
/** An empty field of a number input is "" (no value), not 0. */
const emptyIsUndefined = (value: unknown, original: unknown) => (original === '' || original === null ? undefined : value);

export const tournamentSchema = object({
  tournamentno: number().integer().min(1).max(2_147_483_647).optional(),
  name: title('nameRequired'),
  nameKo: title('nameKoRequired'),
  description: text,
  descriptionKo: text,
  prize: text,
  prizeKo: text,
  shopno: whole('venueRequired').min(0, 'admin.tournaments.errors.venueRequired').max(2_147_483_647).required('admin.tournaments.errors.venueRequired'),
  courseno: whole('courseRequired').min(1, 'admin.tournaments.errors.courseRequired').max(2_147_483_647).required('admin.tournaments.errors.courseRequired'),
  startsAt: string().trim().matches(LOCAL_DATETIME, 'admin.tournaments.errors.dateInvalid').required('admin.tournaments.errors.dateInvalid'),
  endsAt: string()
    .trim()
    .matches(LOCAL_DATETIME, 'admin.tournaments.errors.dateInvalid')
    .required('admin.tournaments.errors.dateInvalid')
    // Both are wall clocks of the same zone: their order is the order of the instants.
    .test('after-start', 'admin.tournaments.errors.endBeforeStart', function (value) {
      const start: unknown = this.parent.startsAt;
      return typeof start !== 'string' || !LOCAL_DATETIME.test(start) || !value || value > start;
    }),
  entryFee: whole('feeInvalid').min(0, 'admin.tournaments.errors.feeInvalid').max(10_000_000, 'admin.tournaments.errors.feeInvalid').required('admin.tournaments.errors.feeInvalid'),
  /** Empty: no limit. */
  entryLimit: whole('limitInvalid').transform(emptyIsUndefined).min(1, 'admin.tournaments.errors.limitInvalid').max(100_000, 'admin.tournaments.errors.limitInvalid').optional(),
  attemptsAllowed: whole('attemptsInvalid').min(1, 'admin.tournaments.errors.attemptsInvalid').max(20, 'admin.tournaments.errors.attemptsInvalid').required('admin.tournaments.errors.attemptsInvalid'),
  /** The score types ranked: 0 gross and net, 1 gross, 2 net (lib/shared/domain/enums rankType). */
  rankType: mixed<RankType>()
    .transform((value: unknown) => (typeof value === 'string' && /^\d$/.test(value) ? Number(value) : value))
    .oneOf([...rankType], 'admin.tournaments.errors.rankTypeRequired')
    .required('admin.tournaments.errors.rankTypeRequired'),
  tourType: whole('typeRequired').oneOf([...tournamentType], 'admin.tournaments.errors.typeRequired').required('admin.tournaments.errors.typeRequired'),
  tourClass: whole('classRequired').oneOf([...tournamentClass], 'admin.tournaments.errors.classRequired').required('admin.tournaments.errors.classRequired'),
});

export type TournamentInput = InferType<typeof tournamentSchema>;

export const TOURNAMENT_REASON_MIN = 5;

/** A score correction: the entry, its new gross and why (kept in the audit log). */
export const scoreCorrectionSchema = object({
  tournamentno: number().integer().min(1).max(2_147_483_647).required(),
  entryId: number().integer().min(1).max(2_147_483_647).required(),
  gross: whole('grossInvalid').min(1, 'admin.tournaments.errors.grossInvalid').max(300, 'admin.tournaments.errors.grossInvalid').required('admin.tournaments.errors.grossInvalid'),
  reason: string().trim().min(TOURNAMENT_REASON_MIN, 'admin.tournaments.errors.reasonRequired').max(500, 'admin.tournaments.errors.reasonRequired').required('admin.tournaments.errors.reasonRequired'),
});
