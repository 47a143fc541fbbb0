import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract';
import { ListRowActions } from '@/components/list-row-actions';
import { addressLine } from '../lib/address-line';

interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  settingDefault: boolean;
}

/** One saved address: recipient, phone, email and the address, with what can be done to it. */
export function AddressCard({ address, onEdit, onDelete, onMakeDefault, settingDefault }: AddressCardProps) {
  const { t } = useTranslation('ucenter');
  return (
    <li
      aria-label={address.accept_name}
      className={`flex items-start justify-between gap-6 rounded-md border bg-white px-5 py-4 ${address.is_default ? 'border-rose-300' : 'border-slate-200'}`}
    >
      <div className="min-w-0 text-sm leading-6">
        <p className="flex items-center gap-3">
          <span className="font-semibold text-slate-800">{address.accept_name}</span>
          <span className="text-slate-600">{address.mobile}</span>
          {address.is_default && <span className="rounded bg-rose-600 px-1.5 text-xs leading-5 text-white">{t('address.default')}</span>}
        </p>
        <p className="text-slate-700">{addressLine(address, t('address.china'))}</p>
        <p className="text-xs text-slate-500">
          {[address.zip && t('address.zipShown', { zip: address.zip }), address.email].filter(Boolean).join(' · ')}
        </p>
      </div>
      <ListRowActions
        box="address"
        name={address.accept_name}
        isDefault={address.is_default}
        settingDefault={settingDefault}
        onMakeDefault={onMakeDefault}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
