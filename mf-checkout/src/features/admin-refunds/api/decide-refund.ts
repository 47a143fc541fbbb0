import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type RefundApproveBody, type RefundRequest } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { staffHttp } from '@shop/shared';
import { adminOrderKeys, adminRefundKeys } from '@/lib/admin-order-keys';
import { refreshAfterFailure } from '@/lib/refresh-after-failure';

export type Decision = 'approve' | 'reject';

const DECISIONS = { approve: endpoints.approveRefund, reject: endpoints.rejectRefund } as const;

export async function decideRefund({ decision, ...body }: RefundApproveBody & { decision: Decision }): Promise<RefundRequest> {
  const { data } = await staffHttp.call(DECISIONS[decision], body);
  return data;
}

/** Approves or rejects a request; the requests and the order it moved are read again, also after a refusal (another reviewer was first). */
export function useDecideRefund() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('checkout');
  return useMutation({
    mutationFn: decideRefund,
    onSuccess: (refund) => {
      void queryClient.invalidateQueries({ queryKey: adminRefundKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.detail(refund.order_id) });
      void queryClient.invalidateQueries({ queryKey: [...adminOrderKeys.all, 'list'] });
    },
    onError: (error) => refreshAfterFailure(queryClient, error, t('adminOrder.actionFailed')),
  });
}
