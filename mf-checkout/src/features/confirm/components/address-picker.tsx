import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract';
import { ChoiceCard } from '@/components/choice-card';
import { addressText } from '../lib/address-text';
import { AddressForm } from './address-form';

interface AddressPickerProps {
  addresses: Address[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** Saved addresses as cards, plus an inline form for a new one (selected once saved). */
export function AddressPicker({ addresses, selectedId, onSelect }: AddressPickerProps) {
  const { t } = useTranslation('checkout');
  const [adding, setAdding] = useState(addresses.length === 0);
  return (
    <div>
      {addresses.length === 0 && !adding && <p className="text-sm text-slate-500">{t('address.none')}</p>}
      <div role="radiogroup" aria-label={t('address.label')} className="grid grid-cols-4 gap-3">
        {addresses.map((address) => (
          <ChoiceCard
            key={address.id}
            name="address"
            label={`${address.accept_name}, ${addressText(address)}`}
            checked={address.id === selectedId}
            onSelect={() => onSelect(address.id)}
            className="min-h-28"
          >
            <span className="flex items-center justify-between border-b border-dashed border-slate-200 pb-1.5">
              <span className="font-medium text-slate-800">{address.accept_name}</span>
              {address.is_default && <span className="rounded bg-rose-600 px-1 text-[11px] text-white">{t('address.default')}</span>}
            </span>
            <span className="mt-1.5 block text-slate-500">{address.mobile}</span>
            <span className="mt-0.5 line-clamp-2 block text-xs leading-5 text-slate-500">{addressText(address)}</span>
          </ChoiceCard>
        ))}
        {!adding && (
          <button
            type="button"
            onClick={() => setAdding(true)}
            className="flex min-h-28 flex-col items-center justify-center rounded-md border-2 border-dashed border-slate-300 text-sm text-slate-500 hover:border-rose-400 hover:text-rose-600"
          >
            <span aria-hidden="true" className="text-2xl leading-none">＋</span>
            {t('address.new')}
          </button>
        )}
      </div>
      {adding && (
        <AddressForm
          onCancel={() => setAdding(false)}
          onSaved={(address) => {
            setAdding(false);
            onSelect(address.id);
          }}
        />
      )}
    </div>
  );
}
