import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError, toast } from '@shop/shared';
import { cashierPath } from '@/lib/paths';
import { reportFailure } from '@/lib/report-failure';
import { createOrder } from '../api/create-order';
import { refreshCartCount } from '../api/refresh-cart-count';
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
 * Checks the choices here first, then order/create; a created order goes to the cashier (replacing
 * this page, which cannot be submitted twice) and a cart order refreshes the shell's badge.
 */
export function useSubmitOrder({ body, onProblem, reprice }: SubmitOptions) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback(async () => {
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
    setSubmitting(true);
    try {
      const order = await createOrder(body);
      if (body.type === 'cart') refreshCartCount().catch(() => undefined);
      navigate(cashierPath(order.order_id), { replace: true });
    } catch (error) {
      reportFailure(error, t('errors.actionFailed'));
      if (error instanceof ApiError && (error.code === 402 || error.code === 409)) reprice();
      setSubmitting(false);
    }
  }, [body, navigate, onProblem, reprice, t]);

  return { submit, submitting };
}
