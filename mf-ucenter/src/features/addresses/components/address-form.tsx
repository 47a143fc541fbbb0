import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract';
import { TextField } from '@shop/shared';
import { SaveOrCancel } from '@/components/save-or-cancel';
import { reportFormFailure, SERVER_PROBLEM } from '@/lib/field-problems';
import { useSaveAddress } from '../api/save-address';
import { addressBody, addressFormValues, addressProblems, emptyAddressForm, type AddressFormField, type AddressFormValues, type RegionMode } from '../address-form-values';
import type { Region } from '../region-data';
import { RegionPicker } from './region-picker';

/** The contract's address/save rules; an error's type is the problem the box words. */
const checkAddress: Resolver<AddressFormValues> = (values) => {
  const problems = Object.entries(addressProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(problems.map(([field, problem]) => [field, { type: problem }])) };
};

const FIELDS_SENT: readonly string[] = ['accept_name', 'mobile', 'email', 'country', 'province', 'city', 'district', 'region_code', 'address', 'address2', 'zip'];

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
  const { register, handleSubmit, setError, clearErrors, setValue, control, formState } = useForm<AddressFormValues>({
    defaultValues: address ? addressFormValues(address, tree) : emptyAddressForm,
    resolver: checkAddress,
    // A message stays until its field is edited, and the form is checked again on the next save.
    reValidateMode: 'onSubmit',
  });
  const mode = useWatch({ control, name: 'mode' });

  const label = (field: AddressFormField) => t(`address.fields.${field}`);
  const errorText = (field: AddressFormField, error: FieldError | undefined = formState.errors[field]) => {
    if (!error) return undefined;
    return error.type === SERVER_PROBLEM ? error.message : t(`address.problems.${error.type}`, { field: label(field) });
  };
  const field = (name: AddressFormField, options: { type?: string; autoComplete: string; className?: string; inputMode?: 'numeric' }) => (
    <TextField label={label(name)} {...options} {...register(name, { onChange: () => clearErrors(name) })} error={errorText(name)} />
  );

  const submit = handleSubmit((values) =>
    save.mutate(addressBody(values, address?.id), {
      onSuccess: onDone,
      onError: (error) => reportFormFailure(error, FIELDS_SENT, setError, t('errors.generic')),
    }),
  );
  const switchMode = (next: RegionMode) => {
    setValue('mode', next);
    for (const name of ['province', 'city', 'district', 'region_code'] as const) setValue(name, '');
    clearErrors();
  };

  return (
    <form noValidate aria-label={t(address ? 'address.editTitle' : 'address.newTitle')} onSubmit={(event) => void submit(event)} className="grid grid-cols-3 gap-x-4">
      {field('accept_name', { autoComplete: 'name' })}
      {field('mobile', { type: 'tel', autoComplete: 'tel' })}
      {field('email', { type: 'email', autoComplete: 'email' })}
      <fieldset className="col-span-3 mb-4 flex items-center gap-6 text-sm text-slate-700">
        <legend className="sr-only">{t('address.region.where')}</legend>
        {(['mainland', 'other'] as const).map((option) => (
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
          error={errorText('region_code')}
          onChange={(picked) => {
            for (const name of ['province', 'city', 'district', 'region_code'] as const) setValue(name, picked[name]);
            if (picked.region_code) clearErrors('region_code');
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
        <input type="checkbox" className="accent-rose-600" disabled={address?.is_default} {...register('is_default')} />
        {t(address?.is_default ? 'address.isDefaultAlready' : 'address.makeDefault')}
      </label>
      <SaveOrCancel box="address" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
