import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, cashierPath, orderDetailPath, reportFailure, toast } from '@shop/shared';
import { useCreateOrder } from '../api/create-order';
import type { ConfirmBody } from '../lib/types';
import { checkSubmission, type SubmitProblem } from '../lib/validation';

/** The member centre's phone binding (remote ucenter), where a member with no phone yet binds one. */
const BIND_PATH = '/user/bind';

interface SubmitOptions {
  body: ConfirmBody;
  /** Called when the form itself is to blame, so that it can show every problem. */
  onProblem: (problem: SubmitProblem) => void;
  /** The server refused (stock, coupon, an activity's rules): the page is priced again. */
  reprice: () => void;
}

/**
 * Checks the choices here first, then order/create; a created order goes to the cashier, replacing
 * this page, which cannot be submitted twice. An order with nothing left to pay (points only) was
 * placed paid: it goes to the order itself. A refusal is kept to be shown beside the button, and
 * the page stays as it was, to change a choice or go back; one naming `mobile` (no phone bound yet)
 * sends the member to bind one and come back.
 */
export function useSubmitOrder({ body, onProblem, reprice }: SubmitOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateOrder();
  const [refusal, setRefusal] = useState<string | null>(null);

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
    setRefusal(null);
    create.mutate(body, {
      onSuccess: (order) => {
        if (!order.paid) return void navigate(cashierPath(order.order_id), { replace: true });
        toast.success(t('submit.placedPaid'));
        void navigate(orderDetailPath(order.order_id), { replace: true });
      },
      onError: (error) => {
        // A member with no phone yet (a first WeChat sign-in) binds one, then comes back to this order.
        if (error instanceof ApiError && error.code === 402 && error.field === 'mobile') {
          toast.error(error.message);
          const back = `${location.pathname}${location.search}`;
          return void navigate(`${BIND_PATH}?${new URLSearchParams({ redirect: back }).toString()}`);
        }
        if (error instanceof ApiError && error.code === 402) {
          setRefusal(error.message || t('errors.actionFailed'));
          reprice();
        } else reportFailure(error, t('errors.actionFailed'));
      },
    });
  };

  return { submit, submitting: create.isPending, refusal };
}
