import { useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The type of an error the API worded; the contract's verdicts are worded here. */
export const SERVER_PROBLEM = 'server';

const ISSUE_WORDS: Record<string, string> = {
  too_big: 'tooBig',
  too_small: 'tooSmall',
  invalid_format: 'format',
  custom: 'link',
};

/** The words under a design field: the API's own, or the editor's for the contract's issue. */
export function useFieldProblem(name: string): string | undefined {
  const { t } = useTranslation('home');
  const { control, getFieldState } = useFormContext();
  const state = useFormState({ control, name });
  const error = getFieldState(name, state).error;
  if (!error) return undefined;
  if (error.type === SERVER_PROBLEM) return error.message;
  return t(`editor.problems.${ISSUE_WORDS[error.type] ?? 'invalid'}`);
}
