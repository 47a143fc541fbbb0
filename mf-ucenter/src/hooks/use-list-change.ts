import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportFailure, toast } from '@shop/shared';

/**
 * A change of one of the member's lists that keeps a default (addresses, invoice headers): said
 * when done, and the list read again, since a save or a delete can move the default.
 * `reportsItself`: the caller words a failure (a form shows it under its fields).
 */
export function useListChange<Body, Answer>(listKey: QueryKey, change: (body: Body) => Promise<Answer>, doneKey: string, reportsItself = false) {
  const { t } = useTranslation('ucenter');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      toast.success(t(doneKey));
      await queryClient.invalidateQueries({ queryKey: listKey });
    },
    onError: reportsItself ? undefined : (error) => reportFailure(error, t('errors.generic')),
  });
}
