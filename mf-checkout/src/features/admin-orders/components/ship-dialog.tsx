import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminShipBody, type AdminOrderDetail, type AdminShipBody } from '@shop/contract';
import { FormDialog, SelectField, useContractForm } from '@shop/forms';
import { ApiError, TextField } from '@shop/shared';
import { useShipOrder } from '../api/ship-order';

const CARRIERS = ['sf', 'jd', 'zto', 'yto', 'sto', 'yunda', 'ems', 'deppon'] as const;
const OTHER = 'other';
/** The fields the operator types: a refusal naming one of them is said under it. */
const TYPED = ['express_company', 'tracking_no'];

/**
 * Ships an express order: a common courier from the list or one typed in, and the tracking number,
 * checked with the contract's rule before it is sent. A race lost to another operator closes the
 * dialog with the server's words, and the order is read again.
 */
export function ShipDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { t } = useTranslation('checkout');
  const ship = useShipOrder();
  const [carrier, setCarrier] = useState<string>(CARRIERS[0]);
  const form = useContractForm<AdminShipBody>(
    adminShipBody,
    { id: order.id, express_company: t(`adminOrder.ship.carriers.${CARRIERS[0]}`), tracking_no: '' },
    { says: { required: (field) => t('adminOrder.ship.required', { field }) } },
  );
  const submit = form.submit(async (values) => {
    try {
      await ship.mutateAsync(values);
    } catch (failure) {
      // A refused courier or tracking number stays open to be fixed; anything else was said and the order is read again.
      if (failure instanceof ApiError && failure.field && TYPED.includes(failure.field)) throw failure;
    }
    onClose();
  });
  const companyLabel = t('adminOrder.ship.company');
  const companyError = form.message('express_company', companyLabel);
  return (
    <FormDialog
      title={t('adminOrder.ship.title', { orderNo: order.order_no })}
      submitLabel={t('adminOrder.ship.submit')}
      pending={ship.isPending}
      onSubmit={(event) => void submit(event)}
      onDismiss={onClose}
      width="w-[440px]"
    >
      <SelectField
        label={companyLabel}
        value={carrier}
        error={carrier === OTHER ? undefined : companyError}
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
      </SelectField>
      {carrier === OTHER ? <TextField maxLength={40} {...form.field('express_company', t('adminOrder.ship.companyTyped'))} error={companyError} /> : null}
      <TextField autoComplete="off" maxLength={40} {...form.field('tracking_no', t('adminOrder.ship.trackingNo'), { says: { wrong: (field) => t('adminOrder.ship.invalid', { field }) } })} />
    </FormDialog>
  );
}
