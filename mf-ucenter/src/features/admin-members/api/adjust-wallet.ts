import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminWalletAdjustAnswer, type AdminWalletAdjustBody, endpoints } from '@shop/contract';
import { staffHttp } from '@shop/shared';
import { adminMemberKeys } from './admin-member-keys';

/** Adjusts a member's balance; a refusal is the dialog's to show under its field. */
export async function adjustWallet(body: AdminWalletAdjustBody): Promise<AdminWalletAdjustAnswer> {
  const { data } = await staffHttp.call(endpoints.adjustAdminMemberWallet, body, { showsRefusal: true });
  return data;
}

/** The member's balance, ledger and row in the list all move: read them again. */
export function useAdjustWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustWallet,
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMemberKeys.member(answer.member_id) }),
        queryClient.invalidateQueries({ queryKey: [...adminMemberKeys.all, 'list'] }),
      ]);
    },
  });
}
