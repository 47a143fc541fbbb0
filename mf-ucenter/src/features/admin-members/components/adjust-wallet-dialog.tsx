import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminWalletAdjustBody, WALLET_ADJUST_NOTE_MAX_LENGTH, type AdminWalletAdjustBody } from '@shop/contract';
import { Price, TextField, toast } from '@shop/shared';
import { AdminDialog, DialogButtons } from '@/components/admin-dialog';
import { reportFormFailure, SERVER_PROBLEM } from '@/lib/field-problems';
import { useAdjustWallet } from '../api/adjust-wallet';

interface AdjustWalletDialogProps {
  member: { id: number; name: string; balance: string };
  onClose: () => void;
}

const FIELDS_SENT: readonly string[] = ['direction', 'amount', 'note'];

/** Money into or out of the member's balance by hand, with the reason the member will read in their log. */
export function AdjustWalletDialog({ member, onClose }: AdjustWalletDialogProps) {
  const { t } = useTranslation('ucenter');
  const adjust = useAdjustWallet();
  const form = useForm<AdminWalletAdjustBody>({
    defaultValues: { member_id: member.id, direction: 'income', amount: '', note: '' },
    resolver: zodResolver(adminWalletAdjustBody),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const say = (error: FieldError | undefined, words: (error: FieldError) => string) => (error ? (error.type === SERVER_PROBLEM ? error.message : words(error)) : undefined);

  const submit = form.handleSubmit((values) =>
    adjust.mutate(values, {
      onSuccess: (answer) => {
        toast.success(t('adminMember.adjust.done', { balance: answer.balance }));
        onClose();
      },
      onError: (error) => reportFormFailure(error, FIELDS_SENT, form.setError, t('errors.generic')),
    }),
  );

  return (
    <AdminDialog title={t('adminMember.adjust.title', { name: member.name })} pending={adjust.isPending} onDismiss={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="text-sm">
        <p className="mb-4 text-slate-600">
          {t('adminMember.adjust.current')}: <Price value={member.balance} className="font-semibold text-slate-800" />
        </p>
        <fieldset className="mb-4">
          <legend className="mb-2 text-slate-600">{t('adminMember.adjust.direction')}</legend>
          <div className="flex gap-6">
            {(['income', 'expense'] as const).map((direction) => (
              <label key={direction} className="flex items-center gap-2 text-slate-700">
                <input type="radio" value={direction} className="accent-rose-600" {...form.register('direction')} />
                {t(`adminMember.adjust.${direction}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('adminMember.adjust.amount')}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount', { onChange: () => form.clearErrors('amount') })}
          error={say(errors.amount, () => t('adminMember.adjust.problems.amount'))}
        />
        <TextField
          label={t('adminMember.adjust.note')}
          placeholder={t('adminMember.adjust.notePlaceholder')}
          autoComplete="off"
          {...form.register('note', { onChange: () => form.clearErrors('note') })}
          error={say(errors.note, (error) =>
            error.type === 'too_big' ? t('adminMember.adjust.problems.noteTooLong', { max: WALLET_ADJUST_NOTE_MAX_LENGTH }) : t('adminMember.adjust.problems.noteRequired'),
          )}
        />
        <DialogButtons submit={t('adminMember.adjust.submit')} cancel={t('adminMember.adjust.cancel')} pending={adjust.isPending} onCancel={onClose} />
      </form>
    </AdminDialog>
  );
}
