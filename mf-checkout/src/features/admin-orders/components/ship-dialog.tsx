import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminShipBody, type AdminOrderDetail, type AdminShipBody } from '@shop/contract';
import { ApiError, Button, TextField, useModalFocus } from '@shop/shared';
import { useShipOrder } from '../api/ship-order';

const CARRIERS = ['sf', 'jd', 'zto', 'yto', 'sto', 'yunda', 'ems', 'deppon'] as const;
const OTHER = 'other';

/**
 * Ships an express order: a common courier from the list or one typed in, and the tracking number,
 * checked with the contract's rule before it is sent. A race lost to another operator closes the
 * dialog with the server's words, and the order is read again.
 */
export function ShipDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const panel = useRef<HTMLFormElement>(null);
  const ship = useShipOrder();
  const onKeyDown = useModalFocus(panel, { pending: ship.isPending, onDismiss: onClose });
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const form = useForm<AdminShipBody>({
    defaultValues: { id: order.id, express_company: t(`adminOrder.ship.carriers.${CARRIERS[0]}`), tracking_no: '' },
    resolver: zodResolver(adminShipBody),
  });
  const words = (field: 'express_company' | 'tracking_no', label: string, error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    if (!form.getValues(field).trim()) return t('adminOrder.ship.required', { field: label });
    return t(error.type === 'too_big' ? 'adminOrder.ship.tooLong' : 'adminOrder.ship.invalid', { field: label });
  };
  const submit = form.handleSubmit(async ({ id: orderId, express_company, tracking_no }) => {
    try {
      await ship.mutateAsync({ id: orderId, express_company, tracking_no });
      onClose();
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.field : undefined;
      if (field === 'express_company' || field === 'tracking_no') form.setError(field, { type: 'server', message: (failure as ApiError).message });
      else onClose();
    }
  });
  const companyLabel = t('adminOrder.ship.company');
  const trackingLabel = t('adminOrder.ship.trackingNo');
  return createPortal(
    <div role="presentation" className="fixed inset-0 z-[2000] flex items-center justify-center bg-slate-900/40" onKeyDown={onKeyDown}>
      <form ref={panel} role="dialog" aria-modal="true" aria-labelledby={id} noValidate onSubmit={(event) => void submit(event)} className="w-[440px] rounded-lg bg-white p-6 shadow-xl">
        <h2 id={id} className="mb-4 text-base font-semibold text-slate-800">
          {t('adminOrder.ship.title', { orderNo: order.order_no })}
        </h2>
        <label className="mb-1 block text-sm text-slate-600" htmlFor={`${id}-carrier`}>
          {companyLabel}
        </label>
        <select
          id={`${id}-carrier`}
          className="mb-4 h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
          value={carrier}
          onChange={(event) => {
            const chosen = event.target.value;
            setCarrier(chosen);
            form.setValue('express_company', chosen === OTHER ? '' : t(`adminOrder.ship.carriers.${chosen}`));
            form.clearErrors('express_company');
          }}
        >
          {CARRIERS.map((code) => (
            <option key={code} value={code}>
              {t(`adminOrder.ship.carriers.${code}`)}
            </option>
          ))}
          <option value={OTHER}>{t('adminOrder.ship.companyOther')}</option>
        </select>
        {carrier === OTHER ? (
          <TextField label={t('adminOrder.ship.companyTyped')} maxLength={40} {...form.register('express_company')} error={words('express_company', companyLabel, form.formState.errors.express_company)} />
        ) : (
          form.formState.errors.express_company && (
            <p role="alert" className="-mt-3 mb-3 text-xs text-red-600">
              {words('express_company', companyLabel, form.formState.errors.express_company)}
            </p>
          )
        )}
        <TextField label={trackingLabel} autoComplete="off" maxLength={40} {...form.register('tracking_no')} error={words('tracking_no', trackingLabel, form.formState.errors.tracking_no)} />
        <div className="mt-4 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={ship.isPending}>
            {t('adminOrder.ship.cancel')}
          </Button>
          <Button type="submit" pending={ship.isPending}>
            {t('adminOrder.ship.submit')}
          </Button>
        </div>
      </form>
    </div>,
    document.body,
  );
}
