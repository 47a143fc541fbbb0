import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { SERVER_PROBLEM } from './field-problem';

/** Whether a refusal's field (`title`, `skus.0.stock`) is one of the form's fields or inside one. */
const isFormField = (field: string, fields: readonly string[]) => fields.includes(field) || fields.includes(field.split('.')[0] ?? '');

/**
 * A failed save, said once: a refusal naming one of the form's fields (or a row inside one of its
 * lists) goes under that field in the server's words (focused), any other refusal (a cap reached, a
 * state changed) is toasted, anything else is reported as everywhere in the shop.
 */
export function showFormFailure<V extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<V>, fallback: string): void {
  if (error instanceof ApiError && error.field && isFormField(error.field, fields)) {
    setError(error.field as Path<V>, { type: SERVER_PROBLEM, message: error.message }, { shouldFocus: true });
  } else if (error instanceof ApiError && error.code === RESULT_CODE.refused) {
    toast.error(error.message || fallback);
  } else {
    reportFailure(error, fallback);
  }
}
