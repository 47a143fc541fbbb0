import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { consoleKeys } from './console-keys';

/**
 * A change at the desk (transfer, close, a phrase): what it affects is read again once it is done.
 * `reportsItself`: the caller words a failure in place (a form shows it under its field). A
 * conversation another agent took or closed meanwhile answers 404 (fetchers ask for it in place):
 * the desk says so and reads the queue again, rather than leaving for the not-found page.
 */
export function useDeskChange<Body, Answer>(change: (body: Body) => Promise<Answer>, affects: QueryKey[], reportsItself = false) {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => Promise.all(affects.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    onError: (error) => {
      if (error instanceof ApiError && error.code === RESULT_CODE.notFound) {
        toast.error(t('console.conversationGone'));
        return queryClient.invalidateQueries({ queryKey: consoleKeys.queue() });
      }
      if (!reportsItself) reportFailure(error, t('console.actionFailed'));
    },
  });
}
