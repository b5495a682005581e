import { object, string, type InferType } from 'yup';

/**
 * The inquiry form (spec §5), one schema for react-hook-form in the browser and for the member API.
 * Messages are keys of the `inquiry` messages namespace. "4 to under 100" reads as 4..99 characters,
 * "under 100" for the e-mail as at most 99; the name is widened on purpose (INQUIRY_NAME_MAX). The phone is optional (the spec only says what it may
 * contain); the message body is required, since an inquiry without one cannot be answered.
 */
export const INQUIRY_TITLE_MIN = 4;
export const INQUIRY_TITLE_MAX = 99;
/**
 * Spec §5 says 20, for Korean and English names without spaces. Full names in any script with
 * their spaces run longer ("María José García-Fernández de la Vega" is 38): 70 is the full-name
 * length of the UK government's data standard. The inquiries.name column has the same size.
 */
export const INQUIRY_NAME_MAX = 70;
export const INQUIRY_PHONE_MAX = 20;
export const INQUIRY_EMAIL_MAX = 99;
export const INQUIRY_CONTENTS_MAX = 4000;

/**
 * A person's name in any script (letters and their combining marks), words joined by single spaces,
 * hyphens or apostrophes: "Mary Ann Smith", "O'Neil", "Jean-Luc", "김철수", "José". This widens spec
 * §5's Korean/English-only rule on purpose, for a network in ten countries.
 */
export const INQUIRY_NAME_PATTERN = /^[\p{L}\p{M}]+(?:[ '’-][\p{L}\p{M}]+)*$/u;
/**
 * A phone number as people write it: digits with spaces, '-', '.', parentheses and a leading '+'
 * ("+82 10-1234-5678", "(415) 555-0132"). The member API stores it normalised (E.164 where the
 * country is known: lib/shared/domain/phone.ts).
 */
export const INQUIRY_PHONE_PATTERN = /^\+?[0-9 ().-]+$/;
export const INQUIRY_PHONE_DIGITS_MIN = 6;
/** E.164's limit. */
export const INQUIRY_PHONE_DIGITS_MAX = 15;

export const inquirySchema = object({
  title: string()
    .trim()
    .required('inquiry.error.titleRequired')
    .min(INQUIRY_TITLE_MIN, 'inquiry.error.titleLength')
    .max(INQUIRY_TITLE_MAX, 'inquiry.error.titleLength'),
  name: string()
    .trim()
    .transform((value: string) => value.replace(/\s+/g, ' '))
    .required('inquiry.error.nameRequired')
    .max(INQUIRY_NAME_MAX, 'inquiry.error.nameLength')
    .matches(INQUIRY_NAME_PATTERN, 'inquiry.error.nameChars'),
  phone: string()
    .trim()
    .max(INQUIRY_PHONE_MAX, 'inquiry.error.phoneLength')
    .matches(INQUIRY_PHONE_PATTERN, { message: 'inquiry.error.phoneChars', excludeEmptyString: true })
    .test('digits', 'inquiry.error.phoneDigits', (value) => {
      if (!value) return true;
      const digits = value.replace(/\D/g, '').length;
      return digits >= INQUIRY_PHONE_DIGITS_MIN && digits <= INQUIRY_PHONE_DIGITS_MAX;
    })
    .default(''),
  email: string()
    .trim()
    .required('inquiry.error.emailRequired')
    .max(INQUIRY_EMAIL_MAX, 'inquiry.error.emailLength')
    .email('inquiry.error.emailInvalid'),
  contents: string()
    .trim()
    .required('inquiry.error.contentsRequired')
    .max(INQUIRY_CONTENTS_MAX, 'inquiry.error.contentsLength'),
});

export type InquiryInput = InferType<typeof inquirySchema>;
