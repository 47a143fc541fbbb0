import { useTranslation } from 'react-i18next';
import { adminWalletAdjustBody, WALLET_ADJUST_NOTE_MAX_LENGTH, type AdminWalletAdjustBody } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { Price, TextField, toast } from '@shop/shared';
import { useAdjustWallet } from '../api/adjust-wallet';

interface AdjustWalletDialogProps {
  member: { id: number; name: string; balance: string };
  onClose: () => void;
}

/** What the dialog asks for: the member is the one whose page it is on. */
const adjustment = adminWalletAdjustBody.omit({ member_id: true });
type Adjustment = Omit<AdminWalletAdjustBody, 'member_id'>;

/** Money into or out of the member's balance by hand, with the reason the member will read in their log. */
export function AdjustWalletDialog({ member, onClose }: AdjustWalletDialogProps) {
  const { t } = useTranslation('ucenter');
  const adjust = useAdjustWallet();
  const form = useContractForm<Adjustment>(adjustment, { direction: 'income', amount: '', note: '' }, {
    rules: { wallet_adjust_amount_invalid: t('adminMember.adjust.problems.amount') },
    failed: t('errors.generic'),
  });

  const submit = form.submit(async (values) => {
    const answer = await adjust.mutateAsync({ member_id: member.id, ...values });
    toast.success(t('adminMember.adjust.done', { balance: answer.balance }));
    onClose();
  });

  return (
    <FormDialog
      title={t('adminMember.adjust.title', { name: member.name })}
      pending={adjust.isPending}
      onSubmit={(event) => void submit(event)}
      onDismiss={onClose}
      submitLabel={t('adminMember.adjust.submit')}
    >
      <div className="text-sm">
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
        <TextField inputMode="decimal" autoComplete="off" {...form.field('amount', t('adminMember.adjust.amount'))} />
        <TextField
          placeholder={t('adminMember.adjust.notePlaceholder')}
          autoComplete="off"
          {...form.field('note', t('adminMember.adjust.note'), {
            says: { required: t('adminMember.adjust.problems.noteRequired'), tooLong: t('adminMember.adjust.problems.noteTooLong', { max: WALLET_ADJUST_NOTE_MAX_LENGTH }) },
          })}
        />
      </div>
    </FormDialog>
  );
}
