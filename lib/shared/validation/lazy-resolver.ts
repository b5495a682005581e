import type { FieldValues, Resolver } from 'react-hook-form';
import type { AnyObject, ObjectSchema } from 'yup';

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading yup and the schema (on the first focus in the form), so a submit does not wait. */
  preload: () => void;
  /** The form's schema once loaded (e.g. to list its fields). */
  schema: () => Promise<ObjectSchema<AnyObject>>;
};

/**
 * react-hook-form's yup resolver with yup and the form's schema loaded on first use, not with the
 * page: yup and the schema are about 13 KiB gzip that a login or sign-up page needs only once the
 * visitor starts typing. The schema is still the one module the server action validates with.
 */
export function lazyYupResolver<T extends FieldValues>(loadSchema: () => Promise<ObjectSchema<AnyObject>>): LazyResolver<T> {
  let loaded: Promise<{ resolver: Resolver<T>; schema: ObjectSchema<AnyObject> }> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('@hookform/resolvers/yup'), loadSchema()]).then(([{ yupResolver }, schema]) => ({
      resolver: yupResolver(schema) as unknown as Resolver<T>,
      schema,
    })));
  const resolver: Resolver<T> = async (values, context, options) => (await load()).resolver(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failed load is retried by the next validation, which reports it.
      load().catch(() => (loaded = undefined));
    },
    schema: async () => (await load()).schema,
  });
}
