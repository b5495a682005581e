import 'server-only';
import type { AnyObject, InferType, ObjectSchema } from 'yup';
import type { Operation } from '@/lib/upstream/operation';
import type { CallContext } from './context';

type AnyOperation = Operation<AnyObject, unknown>;

/** The built-in member API's implementation of a group of operations, checked against the table. */
export type HandlersFor<Ops extends Record<string, AnyOperation>> = {
  [K in keyof Ops]: (
    input: Ops[K]['input'] extends ObjectSchema<AnyObject> ? InferType<Ops[K]['input']> : never,
    context: CallContext,
  ) => Promise<NonNullable<Ops[K]['output']>>;
};
