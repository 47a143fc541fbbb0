import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isChina, type Address } from '@shop/contract';
import { RegionPicker, type Region } from '@shop/commerce';
import { useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { SaveOrCancel } from '@/components/save-or-cancel';
import { useSaveAddress } from '../api/save-address';
import { addressBody, addressFormSchema, addressFormValues, emptyAddressForm, REGION_MODES, type AddressFormValues, type RegionMode } from '../lib/address-form-values';

/** The inputs typed as text, each with its autofill hint. */
type TextFieldName = Exclude<keyof AddressFormValues, 'mode' | 'is_default' | 'region_code'>;

interface AddressFormProps {
  tree: Region[];
  /** The address being edited; a new one when absent. */
  address?: Address;
  onDone: () => void;
}

/** Adds or edits an address: every field of spec section 3 plus the district, checked as address/save checks them. */
export function AddressForm({ tree, address, onDone }: AddressFormProps) {
  const { t } = useTranslation('ucenter');
  const save = useSaveAddress();
  const form = useContractForm<AddressFormValues>(addressFormSchema, address ? addressFormValues(address, tree) : emptyAddressForm, { failed: t('errors.generic') });
  const [mode, country] = useWatch({ control: form.control, name: ['mode', 'country'] });

  const label = (name: TextFieldName | 'region_code') => t(`address.fields.${name}`);
  // The problems the box says in its own words; the others are the form kit's ("Recipient is required").
  const says = {
    mobile: { wrong: t('address.problems.mobile') },
    email: { wrong: t('address.problems.email') },
    zip: { wrong: t(mode === 'mainland' || isChina(country) ? 'address.problems.zipChina' : 'address.problems.zipDigits') },
  };
  const field = (name: TextFieldName, options: { type?: string; autoComplete: string; className?: string; inputMode?: 'numeric' }) => (
    <TextField {...options} {...form.field(name, label(name), { says: says[name as keyof typeof says] })} />
  );

  const submit = form.submit(async () => {
    await save.mutateAsync(addressBody(form.getValues(), address?.id));
    onDone();
  });
  const switchMode = (next: RegionMode) => {
    form.setValue('mode', next);
    for (const name of ['province', 'city', 'district', 'region_code'] as const) form.setValue(name, '');
    form.clearErrors();
  };

  return (
    <form noValidate aria-label={t(address ? 'address.editTitle' : 'address.newTitle')} onSubmit={(event) => void submit(event)} className="grid grid-cols-3 gap-x-4">
      {field('accept_name', { autoComplete: 'name' })}
      {field('mobile', { type: 'tel', autoComplete: 'tel' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      <fieldset className="col-span-3 mb-4 flex items-center gap-6 text-sm text-slate-700">
        <legend className="sr-only">{t('address.region.where')}</legend>
        {REGION_MODES.map((option) => (
          <label key={option} className="flex items-center gap-2">
            <input type="radio" name="mode" className="accent-rose-600" checked={mode === option} onChange={() => switchMode(option)} />
            {t(`address.region.modes.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'mainland' ? (
        <RegionPicker
          tree={tree}
          initialCode={address ? addressFormValues(address, tree).region_code : ''}
          error={form.message('region_code', label('region_code'))}
          className="col-span-3 mb-1"
          legend={
            <>
              {t('address.region.label')} <span className="text-xs text-slate-400">{t('address.region.namesNote')}</span>
            </>
          }
          onChange={(picked) => {
            for (const name of ['province', 'city', 'district', 'region_code'] as const) form.setValue(name, picked[name]);
            if (picked.region_code) form.clearErrors('region_code');
          }}
        />
      ) : (
        <>
          {field('country', { autoComplete: 'country-name' })}
          {field('province', { autoComplete: 'address-level1' })}
          {field('city', { autoComplete: 'address-level2' })}
          {field('district', { autoComplete: 'address-level3' })}
        </>
      )}
      {field('address', { autoComplete: 'address-line1', className: 'col-span-3' })}
      {field('address2', { autoComplete: 'address-line2', className: 'col-span-2' })}
      {field('zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      <label className="col-span-3 mb-4 flex w-fit items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="accent-rose-600" disabled={address?.is_default} {...form.register('is_default')} />
        {t(address?.is_default ? 'address.isDefaultAlready' : 'address.makeDefault')}
      </label>
      <SaveOrCancel box="address" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
