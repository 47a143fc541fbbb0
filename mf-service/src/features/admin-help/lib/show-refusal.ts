import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { refusalData, RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { SERVER_PROBLEM } from '../hooks/use-field-words';

/**
 * A refused save, said once: each problem naming one of the form's `fields` goes under it in the
 * server's words (the first focused); any other refusal is toasted; anything else reported as
 * everywhere. The save is sent with `showsRefusal`, so the client has toasted nothing.
 */
export function showRefusal<V extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<V>, fallback: string): void {
  if (!(error instanceof ApiError)) return reportFailure(error, fallback);
  const details = refusalData.safeParse(error.data);
  const listed = details.success ? (details.data.errors ?? []) : [];
  const issues = (listed.length > 0 ? listed : error.field ? [{ field: error.field, message: error.message }] : []).filter((issue) => fields.includes(issue.field));
  issues.forEach((issue, index) => setError(issue.field as FieldPath<V>, { type: SERVER_PROBLEM, message: issue.message }, { shouldFocus: index === 0 }));
  if (issues.length > 0) return;
  if (error.code === RESULT_CODE.refused) toast.error(error.message || fallback);
  else reportFailure(error, fallback);
}
