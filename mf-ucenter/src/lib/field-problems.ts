import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';

/**
 * Why a member-box form refuses a field; the box words it (spec section 5): `required` and `wrong`
 * name the field, the others have their own sentences.
 */
export type FieldProblem = 'required' | 'wrong' | 'tooLong' | 'mobile' | 'email' | 'invoicePhone' | 'zipChina' | 'zipDigits';

interface Issue {
  code: string;
  path: PropertyKey[];
}

/**
 * The contract's verdict on a request body, field by field, as the problems a form words: an empty
 * field is missing, an overlong one too long, anything else `wrongFormat` of the field. The first
 * problem of a field wins.
 */
export function problemsOf(issues: Issue[], body: Record<string, unknown>, wrongFormat: (field: string) => FieldProblem): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const issue of issues) {
    const field = String(issue.path[0]);
    if (problems[field]) continue;
    const value = body[field];
    if (value === undefined || (typeof value === 'string' && !value.trim())) problems[field] = 'required';
    else problems[field] = issue.code === 'too_big' ? 'tooLong' : wrongFormat(field);
  }
  return problems;
}

/** The type of an error the server worded; the form's own checks carry a FieldProblem instead. */
export const SERVER_PROBLEM = 'server';

/**
 * A failed save, said once: a refusal naming one of the form's fields goes under that field in the
 * server's words (focused), any other refusal (a cap reached) is toasted, anything else is reported
 * as everywhere in the shop. The save is sent with `showsRefusal`, so the client toasts nothing.
 */
export function reportFormFailure<V extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<V>, fallback: string): void {
  if (error instanceof ApiError && error.field && fields.includes(error.field)) {
    setError(error.field as Path<V>, { type: SERVER_PROBLEM, message: error.message }, { shouldFocus: true });
  } else if (error instanceof ApiError && error.code === RESULT_CODE.refused) {
    toast.error(error.message || fallback);
  } else {
    reportFailure(error, fallback);
  }
}
