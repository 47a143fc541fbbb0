import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { SERVER_PROBLEM } from './field-problem';

interface Refusal {
  field: string;
  message: string;
}

/** Whether a refusal's field (`title`, `skus.0.stock`) is one of the form's fields or inside one. */
const isFormField = (field: string, fields: readonly string[]) => fields.includes(field) || fields.includes(field.split('.')[0] ?? '');

const isRefusal = (entry: unknown): entry is Refusal =>
  typeof entry === 'object' && entry !== null && typeof (entry as Refusal).field === 'string' && typeof (entry as Refusal).message === 'string';

/**
 * Every field a refusal blames, in the server's words: the list a refused body answers with
 * (`data.errors`, one per field that broke a rule), else the one field it names.
 */
function refusedFields(error: ApiError): Refusal[] {
  const listed = (error.data as { errors?: unknown } | null)?.errors;
  const errors = Array.isArray(listed) ? listed.filter(isRefusal) : [];
  if (errors.length > 0) return errors;
  return error.field ? [{ field: error.field, message: error.message }] : [];
}

/**
 * A failed save, said once: every field a refusal blames that the form shows (or a row inside one of
 * its lists) gets the server's words under it, the first focused; what it blames elsewhere (a hidden
 * key) and a refusal naming no field (a cap reached, a state changed) are toasted; anything else is
 * reported as everywhere in the shop.
 */
export function showFormFailure<V extends FieldValues>(error: unknown, fields: readonly string[], setError: UseFormSetError<V>, fallback: string): void {
  if (!(error instanceof ApiError)) {
    reportFailure(error, fallback);
    return;
  }
  const blamed = refusedFields(error);
  const shown = blamed.filter(({ field }) => isFormField(field, fields));
  shown.forEach(({ field, message }, index) => setError(field as Path<V>, { type: SERVER_PROBLEM, message }, { shouldFocus: index === 0 }));
  const refused = error.code === RESULT_CODE.refused;
  if (shown.length === 0) {
    if (refused) toast.error(error.message || fallback);
    else reportFailure(error, fallback);
    return;
  }
  const elsewhere = blamed.find(({ field }) => !isFormField(field, fields));
  if (elsewhere && refused) toast.error(elsewhere.message);
}
