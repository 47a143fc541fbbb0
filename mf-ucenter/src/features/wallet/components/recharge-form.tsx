import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { rechargeCreateBody, yuanTextToCents, type RechargeCreateBody, type RechargeOptions } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { Button, formatYuan, TextField } from '@shop/shared';
import { useCreateRecharge } from '../api/create-recharge';
import { RechargeMethodPicker } from './recharge-method-picker';

interface RechargeFormProps {
  options: RechargeOptions;
  onCreated: (rechargeId: number) => void;
}

const samePreset = (amount: string, preset: string) => yuanTextToCents(amount) === yuanTextToCents(preset);

/**
 * The amount: a preset with one click, or any amount within the bounds typed in; checked with the
 * contract's rule before it is sent, and the server's refusal shown under the amount.
 */
export function RechargeForm({ options, onCreated }: RechargeFormProps) {
  const { t } = useTranslation('ucenter');
  const create = useCreateRecharge();
  // Whatever is wrong with the amount (none, out of bounds, three decimals), the page says the bounds.
  const form = useContractForm<RechargeCreateBody>(rechargeCreateBody, { amount: options.presets[1] ?? options.presets[0] ?? '', method: options.methods[0]?.code }, {
    rules: { recharge_amount_invalid: t('wallet.recharge.invalid') },
    failed: t('errors.generic'),
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const method = useWatch({ control: form.control, name: 'method' });

  const submit = form.submit(async (values) => {
    onCreated((await create.mutateAsync(values)).id);
  });

  const choose = (preset: string) => {
    form.setValue('amount', preset);
    form.clearErrors('amount');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="max-w-xl">
      <p id="recharge-presets" className="mb-2 text-sm text-slate-600">
        {t('wallet.recharge.presets')}
      </p>
      <div role="group" aria-labelledby="recharge-presets" className="mb-4 grid grid-cols-5 gap-3">
        {options.presets.map((preset) => {
          const chosen = samePreset(amount, preset);
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={chosen}
              onClick={() => choose(preset)}
              className={`h-14 rounded-md border text-lg font-semibold transition-colors ${
                chosen ? 'border-rose-600 bg-rose-50 text-rose-700 ring-1 ring-rose-600' : 'border-slate-300 bg-white text-slate-700 hover:border-rose-500 hover:text-rose-600'
              }`}
            >
              {t('wallet.recharge.preset', { amount: formatYuan(preset).replace(/\.00$/, '') })}
            </button>
          );
        })}
      </div>
      <TextField
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('wallet.recharge.customPlaceholder', { min: options.min_amount, max: options.max_amount })}
        {...form.field('amount', t('wallet.recharge.custom'))}
      />
      <p className="-mt-3 mb-5 text-xs text-slate-500">{t('wallet.recharge.hint', { min: options.min_amount, max: options.max_amount })}</p>
      {options.methods.length > 1 && <RechargeMethodPicker methods={options.methods} value={method} onChange={(chosen) => form.setValue('method', chosen)} />}
      <Button type="submit" pending={create.isPending} className="h-11 w-48 text-base">
        {t('wallet.recharge.submit')}
      </Button>
    </form>
  );
}
