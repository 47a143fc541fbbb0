import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../lib/validation';

/** Words a field problem with the spec's messages, naming the field where the message does. */
export function useProblemText(): (problem: FieldProblem | undefined, field: string) => string | undefined {
  const { t } = useTranslation('checkout');
  return useCallback((problem, field) => (problem ? t(`validation.${problem}`, { field }) : undefined), [t]);
}
