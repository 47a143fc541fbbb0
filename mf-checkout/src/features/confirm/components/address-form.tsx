import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Address } from '@shop/contract';
import { ApiError, Button, TextField, reportFailure } from '@shop/shared';
import { useSaveAddress } from '../api/save-address';
import { useProblemText } from '../hooks/use-problem-text';
import { emptyAddress, validateAddress, type AddressDraft, type AddressField, type FieldProblem } from '../validation';

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

/** The contract's address/save rules; an error's type is the problem the page words. */
const checkAddress: Resolver<AddressDraft> = (draft) => {
  const problems = Object.entries(validateAddress(draft));
  if (problems.length === 0) return { values: draft, errors: {} };
  return { values: {}, errors: Object.fromEntries(problems.map(([field, problem]) => [field, { type: problem }])) };
};

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** The inline "new address" form: checked here with the spec's messages, then address/save. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const problemText = useProblemText();
  const save = useSaveAddress();
  const { register, handleSubmit, setError, clearErrors, formState } = useForm<AddressDraft>({
    defaultValues: { ...emptyAddress, country: t('address.defaultCountry') },
    resolver: checkAddress,
    // A message stays until the field is edited, and the form is checked again on the next save.
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit((draft) =>
    save.mutate(draft, {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiError && error.field && error.field in draft) setError(error.field as AddressField, { type: 'server', message: error.message });
        reportFailure(error, t('errors.actionFailed'));
      },
    }),
  );
  // The server's refusal is shown in its own words; the form's own problems in the spec's.
  const errorText = (error: FieldError | undefined, label: string) =>
    error?.type === 'server' ? error.message : problemText(error?.type as FieldProblem | undefined, label);

  return (
    <form noValidate aria-label={t('address.formTitle')} onSubmit={(event) => void submit(event)} className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-5">
      <h3 className="mb-3 text-sm font-semibold text-slate-700">{t('address.formTitle')}</h3>
      <div className="grid grid-cols-3 gap-x-4">
        {FIELDS.map(({ field, wide, type = 'text', autoComplete, inputMode }) => {
          const label = t(`address.fields.${field}`);
          return (
            <TextField
              key={field}
              label={label}
              type={type}
              autoComplete={autoComplete}
              inputMode={inputMode}
              {...register(field, { onChange: () => clearErrors(field) })}
              error={errorText(formState.errors[field], label)}
              className={wide ? 'col-span-3' : ''}
            />
          );
        })}
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
