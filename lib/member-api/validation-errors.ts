// Moved to lib/validation/field-errors (one helper for both sides of the seam); kept only until every importer is switched.
export { fieldErrors } from '@/lib/validation/field-errors';
