export { Field, FieldError, controlClass, describedBy, submitClass } from './field';
export { FormError } from './form-error';
export { SelectField, type SelectOption } from './select-field';
export { TextField } from './text-field';
