import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMERCE_NAMESPACE, OrderPrintout } from '@shop/commerce';
import { Button, PrintPreview, Skeleton } from '@shop/shared';
import { useOrderPrintout } from '../api/get-order-printout';

/** The member prints their order's packing slip from the preview (no watermark: it is their own paper). */
export function OrderPrintButton({ id }: { id: number }) {
  const { t } = useTranslation('print');
  const { t: printed } = useTranslation(COMMERCE_NAMESPACE);
  const [open, setOpen] = useState(false);
  const printout = useOrderPrintout(id, open);
  return (
    <>
      <Button variant="secondary" className="h-8 px-4" onClick={() => setOpen(true)}>
        {t('preview.print')}
      </Button>
      <PrintPreview open={open} onClose={() => setOpen(false)} title={printed('order.slip')}>
        {printout.data ? (
          <OrderPrintout printout={printout.data} />
        ) : (
          <div aria-busy="true" className="space-y-3">
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
      </PrintPreview>
    </>
  );
}
