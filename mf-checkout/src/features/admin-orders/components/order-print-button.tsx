import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail, PrintoutKind } from '@shop/contract';
import { OrderPrintout } from '@shop/commerce';
import { Button, formatDateTime, PrintPreview, Skeleton, useStaffStore } from '@shop/shared';
import { useOrderPrintout } from '../api/get-order-printout';

/**
 * Opens the printout of the order in the print preview, watermarked with the signed-in back-office
 * user and the time the preview opened, so that any sheet says who printed it and when.
 */
export function OrderPrintButton({ order, kind }: { order: AdminOrderDetail; kind: PrintoutKind }) {
  const { t } = useTranslation('checkout');
  const staff = useStaffStore((state) => state.user);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const printout = useOrderPrintout(order.id, openedAt ? kind : null);
  const title = t(kind === 'slip' ? 'adminOrder.print.slipTitle' : 'adminOrder.print.invoiceTitle', { orderNo: order.order_no });
  return (
    <>
      <Button variant="secondary" className="h-8 px-3" onClick={() => setOpenedAt(new Date().toISOString())}>
        {t(kind === 'slip' ? 'adminOrder.print.slip' : 'adminOrder.print.invoice')}
      </Button>
      <PrintPreview open={openedAt !== null} onClose={() => setOpenedAt(null)} title={title} watermark={`${staff?.username ?? ''}\n${formatDateTime(openedAt)}`}>
        {printout.data ? (
          <OrderPrintout printout={printout.data} kind={kind} />
        ) : (
          <div role="status" aria-label={t('adminOrder.print.loading')} className="space-y-3">
            <Skeleton className="h-10 w-1/2" />
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        )}
      </PrintPreview>
    </>
  );
}
