import { useTranslation } from 'react-i18next';
import type { PickupStore } from '@shop/contract';
import { ChoiceCard } from '@/components/choice-card';

interface StorePickerProps {
  stores: PickupStore[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** The pickup stores as cards: name, business hours, phone, address. */
export function StorePicker({ stores, selectedId, onSelect }: StorePickerProps) {
  const { t } = useTranslation('checkout');
  if (stores.length === 0) return <p className="text-sm text-slate-500">{t('store.none')}</p>;
  return (
    <div role="radiogroup" aria-label={t('store.label')} className="grid grid-cols-3 gap-3">
      {stores.map((store) => (
        <ChoiceCard key={store.id} name="store" label={store.name} checked={store.id === selectedId} onSelect={() => onSelect(store.id)}>
          <span className="block font-medium text-slate-800">{store.name}</span>
          <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs leading-5 text-slate-500">
            <dt>{t('store.hours')}</dt>
            <dd>{store.business_hours}</dd>
            <dt>{t('store.phone')}</dt>
            <dd>{store.phone}</dd>
            <dt>{t('store.address')}</dt>
            <dd>{store.address}</dd>
          </dl>
        </ChoiceCard>
      ))}
    </div>
  );
}
