import { useTranslation } from 'react-i18next';
import { formatYuan } from '@shop/shared';
import type { PaymentMethod } from '@shop/contract';
import { PaymentMethodMark } from '@shop/commerce';
import { ChoiceCard } from '@/components/choice-card';
import type { OnlineOption } from '../lib/payment-rules';

interface MethodPickerProps {
  balance: string;
  balanceUsable: boolean;
  /** The online methods the shop offers (a wallet-only shop has none). */
  online: OnlineOption[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/** Wallet balance (disabled when it does not cover the order) or one of the online methods the shop offers. */
export function MethodPicker({ balance, balanceUsable, online, value, onChange }: MethodPickerProps) {
  const { t } = useTranslation('checkout');
  const walletLabel = t('methods.balance', { amount: formatYuan(balance) });
  return (
    <div role="radiogroup" aria-label={t('methods.label')} className="grid grid-cols-3 gap-4">
      <ChoiceCard name="method" label={walletLabel} checked={value === 'balance'} disabled={!balanceUsable} onSelect={() => onChange('balance')}>
        <span className="flex items-center gap-3">
          <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8">
              <rect x="3" y="6" width="18" height="13" rx="2" />
              <path d="M3 10h18M16 14.5h2" />
            </svg>
          </span>
          <span>
            <span className="block font-medium text-slate-800">{walletLabel}</span>
            {!balanceUsable && <span className="block text-xs text-amber-700">{t('methods.insufficient')}</span>}
          </span>
        </span>
      </ChoiceCard>
      {online.map((option) => (
        <ChoiceCard key={option.code} name="method" label={option.name} checked={value === option.code} onSelect={() => onChange(option.code)}>
          <span className="flex items-center gap-3">
            <PaymentMethodMark method={option.code} />
            <span>
              <span className="block font-medium text-slate-800">{option.name}</span>
              <span className="block text-xs text-slate-600">{t(`methods.hint.${option.code}`)}</span>
              {option.test_mode && (
                <span className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-800">{t('methods.testMode')}</span>
              )}
            </span>
          </span>
        </ChoiceCard>
      ))}
    </div>
  );
}
