import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressSaveBody, isChina, type Address } from '@shop/contract';
import { useContractForm, type FieldOptions } from '@shop/forms';
import { Button, TextField } from '@shop/shared';
import { emptyAddress, type AddressDraft, type AddressField } from '../lib/address-draft';
import { useSaveAddress } from '../api/save-address';

const FIELDS: { field: AddressField; wide?: boolean; type?: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'accept_name', autoComplete: 'name' },
  { field: 'mobile', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'country', autoComplete: 'country-name' },
  { field: 'province', autoComplete: 'address-level1' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'district', autoComplete: 'address-level3' },
  { field: 'address', wide: true, autoComplete: 'address-line1' },
  { field: 'address2', wide: true, autoComplete: 'address-line2' },
  { field: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
];

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** The inline "new address" form: checked with the contract's address/save rules in the spec's words, then saved. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const save = useSaveAddress();
  const form = useContractForm<AddressDraft>(
    addressSaveBody,
    { ...emptyAddress, country: t('address.defaultCountry') },
    {
      // Spec section 5: a missing or wrong field is named in the shop's own sentences.
      says: {
        required: (field) => t('validation.required', { field }),
        wrong: (field) => t('validation.wrong', { field }),
        tooLong: (field) => t('validation.tooLong', { field }),
      },
      failed: t('errors.actionFailed'),
    },
  );
  // A wrong zip is worded for the country it was checked against: six digits in China, 3 to 10 elsewhere.
  const [checkedCountry, setCheckedCountry] = useState('');
  const own: Partial<Record<AddressField, FieldOptions>> = {
    mobile: { says: { wrong: t('validation.mobile') } },
    email: { says: { wrong: t('validation.email') } },
    zip: { says: { wrong: t(isChina(checkedCountry) ? 'validation.zipChina' : 'validation.zipDigits') } },
  };
  const submit = form.submit(async (draft) => onSaved(await save.mutateAsync(draft)));

  return (
    <form
      noValidate
      aria-label={t('address.formTitle')}
      onSubmit={(event) => {
        setCheckedCountry(form.getValues('country'));
        void submit(event);
      }}
      className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-5"
    >
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('address.formTitle')}</h3>
      <div className="grid grid-cols-3 gap-x-4">
        {FIELDS.map(({ field, wide, type = 'text', autoComplete, inputMode }) => (
          <TextField key={field} type={type} autoComplete={autoComplete} inputMode={inputMode} {...form.field(field, t(`address.fields.${field}`), own[field])} className={wide ? 'col-span-3' : ''} />
        ))}
      </div>
      <div className="flex gap-3">
        <Button type="submit" pending={save.isPending}>
          {t('address.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
