import { object, string, ValidationError } from 'yup';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  const schema = object({
    name: string().required('name.required').min(3, 'name.short'),
    email: string().required('email.required'),
  });

  async function failure(input: unknown): Promise<ValidationError> {
    try {
      await schema.validate(input, { abortEarly: false });
    } catch (error) {
      if (error instanceof ValidationError) return error;
      throw error;
    }
    throw new Error('expected a validation error');
  }

  it('maps each field to its first message key', async () => {
    expect(fieldErrors(await failure({ name: 'ab' }))).toEqual({ name: 'name.short', email: 'email.required' });
  });

  it('keeps a failure without inner errors under its path, or "_" without one', async () => {
    const single = await schema.validate({}, { abortEarly: true }).catch((error: ValidationError) => error);
    expect(Object.values(fieldErrors(single as ValidationError))).toHaveLength(1);
    expect(fieldErrors(new ValidationError('api.invalidInput'))).toEqual({ _: 'api.invalidInput' });
  });
});
