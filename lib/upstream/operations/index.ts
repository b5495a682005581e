import { commonOperations } from './common';

/**
 * THE operation table (design.md §1). Each domain keeps its calls in its own file; this map is
 * what the client, the in-process transport and the HTTP server read.
 */
export const operations = {
  ...commonOperations,
};

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type InputOf<N extends OperationName> = Operations[N] extends { input: infer S }
  ? S extends import('yup').ObjectSchema<infer I>
    ? I
    : never
  : never;
export type OutputOf<N extends OperationName> = NonNullable<Operations[N]['output']>;
