import { object, string, type InferType } from 'yup';

/**
 * The inquiry form (spec §5), one schema for react-hook-form in the browser and for the member API.
 * Messages are keys of the `inquiry` messages namespace. "4 to under 100" reads as 4..99 characters,
 * "under 100" for the e-mail as at most 99. The phone is optional (the spec only says what it may
 * contain); the message body is required, since an inquiry without one cannot be answered.
 */
export const INQUIRY_TITLE_MIN = 4;
export const INQUIRY_TITLE_MAX = 99;
export const INQUIRY_NAME_MAX = 20;
export const INQUIRY_PHONE_MAX = 20;
export const INQUIRY_EMAIL_MAX = 99;
export const INQUIRY_CONTENTS_MAX = 4000;

/** Korean (Hangul syllables and jamo), English letters and digits; no spaces or punctuation. */
export const INQUIRY_NAME_PATTERN = /^[A-Za-z0-9\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]+$/;
export const INQUIRY_PHONE_PATTERN = /^[0-9-]+$/;

export const inquirySchema = object({
  title: string()
    .trim()
    .required('inquiry.error.titleRequired')
    .min(INQUIRY_TITLE_MIN, 'inquiry.error.titleLength')
    .max(INQUIRY_TITLE_MAX, 'inquiry.error.titleLength'),
  name: string()
    .trim()
    .required('inquiry.error.nameRequired')
    .max(INQUIRY_NAME_MAX, 'inquiry.error.nameLength')
    .matches(INQUIRY_NAME_PATTERN, 'inquiry.error.nameChars'),
  phone: string()
    .trim()
    .max(INQUIRY_PHONE_MAX, 'inquiry.error.phoneLength')
    .matches(INQUIRY_PHONE_PATTERN, { message: 'inquiry.error.phoneChars', excludeEmptyString: true })
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
