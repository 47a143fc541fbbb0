import { useTranslation } from 'react-i18next';
import type { FieldError, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The type of an error the server worded; the schema's own verdicts are worded here. */
export const SERVER_PROBLEM = 'server';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
/** The contract's word for a setting the chosen type needs and the form left out. */
const MISSING = 'field_required';

/**
 * The words under a field: the server's own, the page's sentence for a message key of the contract
 * (`activity_window_invalid`...), "please fill this in" for an empty field, else "too large" or
 * "please check this value". `emptyKey` words a field that is empty in its own way (no product yet).
 */
export function useFieldProblem<V extends FieldValues>(form: UseFormReturn<V, unknown, unknown>) {
  const { t, i18n } = useTranslation('activities');
  const words = (error: FieldError | undefined, empty: boolean, emptyKey = 'required'): string | undefined => {
    if (!error) return undefined;
    if (error.type === SERVER_PROBLEM) return error.message;
    if (empty || error.message === MISSING) return t(`admin.problems.${emptyKey}`);
    const key = `admin.problems.${error.message ?? ''}`;
    if (error.message && i18n.exists(key, { ns: 'activities' })) return t(key);
    return t(error.type === 'too_big' ? 'admin.problems.tooBig' : 'admin.problems.invalid');
  };
  return {
    of: (name: FieldPath<V>, emptyKey?: string) => {
      const value: unknown = form.getValues(name);
      // An id the form holds as 0 (no product, no slot) has not been chosen.
      const empty = isEmpty(value) || (value === 0 && name.endsWith('_id'));
      return words(form.getFieldState(name, form.formState).error, empty, emptyKey);
    },
  };
}
