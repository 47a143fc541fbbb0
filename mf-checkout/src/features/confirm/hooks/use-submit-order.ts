import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, cashierPath, reportFailure, toast } from '@shop/shared';
import { useCreateOrder } from '../api/create-order';
import type { ConfirmBody } from '../types';
import { checkSubmission, type SubmitProblem } from '../validation';

interface SubmitOptions {
  body: ConfirmBody;
  /** Called when the form itself is to blame, so that it can show every problem. */
  onProblem: (problem: SubmitProblem) => void;
  /** The server refused (stock, coupon): the page is priced again. */
  reprice: () => void;
}

/**
 * Checks the choices here first, then order/create; a created order goes to the cashier, replacing
 * this page, which cannot be submitted twice.
 */
export function useSubmitOrder({ body, onProblem, reprice }: SubmitOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const create = useCreateOrder();

  const submit = () => {
    const problem = checkSubmission({
      delivery: body.delivery,
      addressId: body.address_id ?? null,
      storeId: body.store_id ?? null,
      invoice: body.invoice ?? null,
      remark: body.remark ?? '',
    });
    if (problem) {
      onProblem(problem);
      toast.error(t(`submit.problems.${problem}`));
      return;
    }
    create.mutate(body, {
      onSuccess: (order) => void navigate(cashierPath(order.order_id), { replace: true }),
      onError: (error) => {
        reportFailure(error, t('errors.actionFailed'));
        if (error instanceof ApiError && error.code === 402) reprice();
      },
    });
  };

  return { submit, submitting: create.isPending };
}
