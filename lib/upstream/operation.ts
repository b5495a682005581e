import type { AnyObject, ObjectSchema } from 'yup';

/** Who may call: anyone, anyone (a bearer token adds the member's view), or members only. */
export type Auth = 'none' | 'optional' | 'required';

/**
 * One member-API call (design.md §1): the single description that the in-process call, the HTTP
 * client and the HTTP server (app/upstream) are all driven by. `path` is the spec's path; a
 * `{name}` segment is filled from the input field of that name.
 */
export interface Operation<Input extends AnyObject, Output> {
  method: 'GET' | 'POST';
  path: string;
  auth: Auth;
  /** Validates and coerces the input; query strings and form fields arrive as text. */
  input: ObjectSchema<Input>;
  /** Type-only marker of the success body's fields beside `code` and `message`. */
  readonly output?: Output;
  /**
   * What a successful call changed, so the portal can expire the cached pages that show it
   * (lib/upstream/revalidate.ts); reads change nothing and leave it out. A method, not a function
   * property, so an operation with specific fields still fits the table's `Operation<AnyObject, unknown>`.
   * `caller` is the calling member's player number when the portal knows it (CallOptions.member): what
   * a member's own call changes of their own data (MyZone's per-member caches) is `callerChanged(caller)`.
   */
  changes?(input: Input, output: Output, caller?: number): readonly Change[];
}

/** A record a call changed, named by what it is rather than by the portal's cache tags. */
export type Change = { kind: 'tournament' | 'lessonComments' | 'favoriteVenue' | 'member' | 'bookingVenue'; id: number } | { kind: 'memberPresence' };

/** The calling member's own data changed (their MyZone reads), when the caller is known. */
export function callerChanged(caller: number | undefined): Change[] {
  return caller ? [{ kind: 'member', id: caller }] : [];
}

export function defineOperation<Output>() {
  return <Input extends AnyObject>(operation: Omit<Operation<Input, Output>, 'output'>): Operation<Input, Output> =>
    operation;
}

/** Every answer carries `code` (200 is success) and `message` (spec §7). */
export type Envelope<Output> = { code: number; message: string } & Output;

/** A failure's body: `message` is a key of the `api` messages namespace or a remote server's own text. */
export interface FailureBody {
  code: number;
  message: string;
  /** Field name to the key of its validation message. */
  errors?: Record<string, string>;
}
