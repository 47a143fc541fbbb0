import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, TextField } from '@shop/shared';
import { reportFailure } from '@/lib/report-failure';
import { saveAddress } from '../api/save-address';
import { useProblemText } from '../hooks/use-problem-text';
import type { Address } from '../types';
import { emptyAddress, hasErrors, validateAddress, type AddressDraft, type AddressField, type FieldErrors } from '../validation';

const FIELDS: { field: AddressField; wide?: boolean; type?: string; autoComplete: string; inputMode?: 'numeric' }[] = [
  { field: 'accept_name', autoComplete: 'name' },
  { field: 'mobile', type: 'tel', autoComplete: 'tel' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'country', autoComplete: 'country-name' },
  { field: 'province', autoComplete: 'address-level1' },
  { field: 'city', autoComplete: 'address-level2' },
  { field: 'address', wide: true, autoComplete: 'address-line1' },
  { field: 'address2', wide: true, autoComplete: 'address-line2' },
  { field: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
];

interface AddressFormProps {
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** The inline "new address" form: checked here with the spec's messages, then address/save. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('checkout');
  const problemText = useProblemText();
  const [draft, setDraft] = useState<AddressDraft>({ ...emptyAddress, country: t('address.defaultCountry') });
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [saving, setSaving] = useState(false);

  const update = (field: AddressField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(draft);
    setErrors(found);
    if (hasErrors(found)) return;
    setSaving(true);
    try {
      onSaved(await saveAddress(draft));
    } catch (error) {
      if (error instanceof ApiError && error.field && error.field in draft) setServerErrors({ [error.field]: error.message });
      reportFailure(error, t('errors.actionFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate aria-label={t('address.formTitle')} onSubmit={submit} className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-5">
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
              value={draft[field]}
              onChange={(event) => update(field, event.target.value)}
              error={problemText(errors[field], label) ?? serverErrors[field]}
              className={wide ? 'col-span-3' : ''}
            />
          );
        })}
      </div>
      <div className="flex gap-3">
        <Button type="submit" pending={saving}>
          {t('address.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
