import { useTranslation } from 'react-i18next';
import { adminPickupVerifyBody, type AdminPickupVerifyBody } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { Button, TextField } from '@shop/shared';
import { useVerifyPickup } from '../api/pickup-order';

type PickupCode = Pick<AdminPickupVerifyBody, 'pickup_code'>;

/**
 * Hands a ready pickup order over at the store: the member's eight-digit code, checked with the
 * contract's rule, then by the server; a wrong code is said under the field, any other refusal
 * (several orders share the code, the order is not ready) is toasted.
 */
export function PickupVerifyForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const verify = useVerifyPickup();
  // The order's id is sent with the code, not typed: only the code is the form's.
  const form = useContractForm<PickupCode>(adminPickupVerifyBody, { pickup_code: '' }, { failed: t('adminOrder.actionFailed') });
  const submit = form.submit(({ pickup_code }) => verify.mutateAsync({ id: orderId, pickup_code }));
  return (
    <form noValidate aria-label={t('adminOrder.pickup.verifyTitle')} onSubmit={(event) => void submit(event)} className="flex items-start gap-3">
      <TextField
        placeholder={t('adminOrder.pickup.codeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        className="w-56"
        {...form.field('pickup_code', t('adminOrder.pickup.code'), { says: { required: t('adminOrder.pickup.codeRequired'), wrong: t('adminOrder.pickup.codeInvalid') } })}
      />
      <Button type="submit" pending={verify.isPending} className="mt-6 h-10">
        {t('adminOrder.pickup.verify')}
      </Button>
    </form>
  );
}
