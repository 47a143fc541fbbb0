import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminHelpIndexAnswer } from '@shop/contract';
import { reportFailure, toast } from '@shop/shared';
import { adminHelpKeys, SHOP_HELP_KEY } from './admin-help-keys';

interface HelpChange<Input, Answer> {
  send: (input: Input) => Promise<{ data: Answer; msg: string }>;
  /** The cached index once the change is made, from its input and answer. */
  apply: (index: AdminHelpIndexAnswer, input: Input, answer: Answer) => AdminHelpIndexAnswer;
  /** The caller shows refusals itself (a form under its fields): no toast for them here. */
  showsRefusal?: boolean;
}

/**
 * A change of the help centre: its answer updates the cached index in place, the shop's own help
 * reads are refreshed, and the server's message ("Article saved") is toasted.
 */
export function useHelpChange<Input, Answer>({ send, apply, showsRefusal = false }: HelpChange<Input, Answer>) {
  const { t } = useTranslation('service');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ data, msg }, input) => {
      queryClient.setQueryData<AdminHelpIndexAnswer>(adminHelpKeys.index(), (index) => index && apply(index, input, data));
      toast.success(msg);
      return queryClient.invalidateQueries({ queryKey: SHOP_HELP_KEY });
    },
    onError: showsRefusal ? undefined : (error) => reportFailure(error, t('adminHelp.errors.actionFailed')),
  });
}
