import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminPickupVerifyBody, type AdminPickupVerifyBody } from '@shop/contract';
import { ApiError, Button, TextField, toast } from '@shop/shared';
import { useVerifyPickup } from '../api/pickup-order';

/**
 * Hands a ready pickup order over at the store: the member's eight-digit code, checked with the
 * contract's rule, then by the server; a wrong code is said under the field.
 */
export function PickupVerifyForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation('checkout');
  const verify = useVerifyPickup();
  const form = useForm<AdminPickupVerifyBody>({ defaultValues: { id: orderId, pickup_code: '' }, resolver: zodResolver(adminPickupVerifyBody) });
  const error = form.formState.errors.pickup_code;
  const submit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync(values);
    } catch (failure) {
      if (failure instanceof ApiError && failure.field === 'pickup_code' && failure.code !== 409) form.setError('pickup_code', { type: 'server', message: failure.message }, { shouldFocus: true });
      else toast.error(failure instanceof ApiError && failure.message ? failure.message : t('adminOrder.actionFailed'));
    }
  });
  const message = !error ? undefined : error.type === 'server' ? error.message : form.getValues('pickup_code').trim() ? t('adminOrder.pickup.codeInvalid') : t('adminOrder.pickup.codeRequired');
  return (
    <form noValidate aria-label={t('adminOrder.pickup.verifyTitle')} onSubmit={(event) => void submit(event)} className="flex items-start gap-3">
      <TextField
        label={t('adminOrder.pickup.code')}
        placeholder={t('adminOrder.pickup.codeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={8}
        className="w-56"
        {...form.register('pickup_code')}
        error={message}
      />
      <Button type="submit" pending={verify.isPending} className="mt-6 h-10">
        {t('adminOrder.pickup.verify')}
      </Button>
    </form>
  );
}
