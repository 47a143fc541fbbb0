import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, reportFailure, toast } from '@shop/shared';
import { useCancelRefund } from '../api/cancel-refund';

/** Withdraws a pending request once the member confirms; the order goes back to where it was. */
export function CancelRefundButton({ id }: { id: number }) {
  const { t } = useTranslation('ucenter');
  const [asking, setAsking] = useState(false);
  const cancel = useCancelRefund();

  const confirm = async () => {
    try {
      await cancel.mutateAsync(id);
      toast.success(t('refund.cancel.done'));
    } catch (error) {
      reportFailure(error, t('errors.generic'));
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="w-32 whitespace-nowrap px-2 py-1.5" onClick={() => setAsking(true)} disabled={cancel.isPending}>
        {t('refund.cancel.action')}
      </Button>
      {asking && (
        <ConfirmDialog
          title={t('refund.cancel.title')}
          message={t('refund.cancel.message')}
          confirmLabel={t('refund.cancel.confirm')}
          dismissLabel={t('refund.cancel.dismiss')}
          pending={cancel.isPending}
          onConfirm={() => void confirm()}
          onDismiss={() => setAsking(false)}
        />
      )}
    </>
  );
}
