/**
 * Why a form refuses a field, before anything is sent: the kit words each one with the field's label
 * (`forms:<problem>`), and a form or a field may say it in its own words instead.
 */
export type FieldProblem = 'required' | 'wrong' | 'tooLong' | 'tooShort' | 'tooLarge' | 'tooSmall';

/** The type of a field's error that the server worded: its message is shown as it is. */
export const SERVER_PROBLEM = 'server';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/**
 * A zod issue's code on a value, as the problem the page words: an empty value is always missing; a
 * number is too large or too small for its range; a text or a list is too long or too short.
 */
export function problemOf(code: string | undefined, value: unknown): FieldProblem {
  if (isBlank(value)) return 'required';
  if (typeof value === 'number') return code === 'too_big' ? 'tooLarge' : code === 'too_small' ? 'tooSmall' : 'wrong';
  if (code === 'too_big') return 'tooLong';
  if (code === 'too_small') return 'tooShort';
  return 'wrong';
}
