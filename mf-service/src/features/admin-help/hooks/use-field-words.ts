import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';

/** The type of an error the server worded; the schema's own verdicts are worded here. */
export const SERVER_PROBLEM = 'server';

const isEmpty = (value: unknown) => value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * The words under a field: the server's own, "please fill this in" for an empty field, the limit of
 * a text too long (`max`), the content's own limit, else "please check this value".
 */
export function useFieldWords() {
  const { t } = useTranslation('service');
  return (error: FieldError | undefined, value: unknown, max?: number): string | undefined => {
    if (!error) return undefined;
    if (error.type === SERVER_PROBLEM) return error.message;
    if (isEmpty(value)) return t('adminHelp.problems.required');
    if (error.message === 'help_content_too_long') return t('adminHelp.problems.help_content_too_long');
    if (error.type === 'too_big' && max !== undefined) return t('adminHelp.problems.tooLong', { max });
    return t('adminHelp.problems.invalid');
  };
}
