import { useTranslation } from 'react-i18next';
import type { OnlineMethodOption, OnlinePaymentMethod } from '@shop/contract';
import { PaymentMethodMark } from '@shop/commerce';

interface RechargeMethodPickerProps {
  methods: OnlineMethodOption[];
  value: OnlinePaymentMethod | undefined;
  onChange: (method: OnlinePaymentMethod) => void;
}

/** How to pay the top-up, when the shop offers more than one online method: one card per method, with its mark. */
export function RechargeMethodPicker({ methods, value, onChange }: RechargeMethodPickerProps) {
  const { t } = useTranslation('ucenter');
  return (
    <fieldset className="mb-5">
      <legend className="mb-2 text-sm text-slate-600">{t('wallet.recharge.method')}</legend>
      <div className="grid grid-cols-3 gap-3">
        {methods.map((method) => {
          const chosen = value === method.code;
          return (
            <label
              key={method.code}
              className={`flex cursor-pointer items-center gap-3 rounded-md border px-4 py-3 text-sm transition-colors ${
                chosen ? 'border-rose-600 bg-rose-50 ring-1 ring-rose-600' : 'border-slate-300 bg-white hover:border-rose-500'
              }`}
            >
              <input type="radio" name="recharge-method" className="sr-only" checked={chosen} onChange={() => onChange(method.code)} />
              <PaymentMethodMark method={method.code} className="h-8 w-8 text-sm" />
              <span className="font-medium text-slate-800">{method.name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
