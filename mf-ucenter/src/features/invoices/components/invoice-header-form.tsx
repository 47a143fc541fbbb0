import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_HEADER_TYPES, INVOICE_TYPES, type InvoiceHeader } from '@shop/contract';
import { TextField } from '@shop/shared';
import { SaveOrCancel } from '@/components/save-or-cancel';
import { reportFormFailure, SERVER_PROBLEM } from '@/lib/field-problems';
import { useSaveInvoiceHeader } from '../api/save-invoice-header';
import { emptyInvoiceForm, invoiceBody, invoiceFormValues, invoiceProblems, type InvoiceFormField, type InvoiceFormValues } from '../invoice-form-values';

const checkInvoice: Resolver<InvoiceFormValues> = (values) => {
  const problems = Object.entries(invoiceProblems(values));
  if (problems.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(problems.map(([field, problem]) => [field, { type: problem }])) };
};

const FIELDS_SENT: readonly string[] = ['header_type', 'header', 'tax_no', 'phone', 'email', 'invoice_type'];

/** Adds or edits an invoice header: person or enterprise (with its tax number), phone, email, normal or special. */
export function InvoiceHeaderForm({ header, onDone }: { header?: InvoiceHeader; onDone: () => void }) {
  const { t } = useTranslation('ucenter');
  const save = useSaveInvoiceHeader();
  const { register, handleSubmit, setError, clearErrors, control, formState } = useForm<InvoiceFormValues>({
    defaultValues: header ? invoiceFormValues(header) : emptyInvoiceForm,
    resolver: checkInvoice,
    reValidateMode: 'onSubmit',
  });
  const enterprise = useWatch({ control, name: 'header_type' }) === 'enterprise';

  const field = (name: InvoiceFormField, options: { type?: string; autoComplete?: string }) => {
    const label = t(`invoice.fields.${name}`);
    const error = formState.errors[name];
    const text = error && (error.type === SERVER_PROBLEM ? error.message : t(`invoice.problems.${error.type}`, { field: label }));
    return <TextField label={label} {...options} {...register(name, { onChange: () => clearErrors(name) })} error={text} />;
  };
  const choice = (name: 'header_type' | 'invoice_type', values: readonly string[]) => (
    <fieldset className="mb-4 flex items-center gap-6 text-sm text-slate-700">
      <legend className="float-left mr-6 w-24 text-slate-600">{t(`invoice.fields.${name}`)}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-2">
          <input type="radio" value={value} className="accent-rose-600" {...register(name, { onChange: () => clearErrors() })} />
          {t(`invoice.${name === 'header_type' ? 'headerTypes' : 'types'}.${value}`)}
        </label>
      ))}
    </fieldset>
  );

  const submit = handleSubmit((values) =>
    save.mutate(invoiceBody(values, header?.id), {
      onSuccess: onDone,
      onError: (error) => reportFormFailure(error, FIELDS_SENT, setError, t('errors.generic')),
    }),
  );

  return (
    <form noValidate aria-label={t(header ? 'invoice.editTitle' : 'invoice.newTitle')} onSubmit={(event) => void submit(event)}>
      {choice('header_type', INVOICE_HEADER_TYPES)}
      <div className="grid grid-cols-2 gap-x-6">
        {field('header', { autoComplete: enterprise ? 'organization' : 'name' })}
        {enterprise ? field('tax_no', {}) : <div />}
        {field('phone', { type: 'tel', autoComplete: 'tel' })}
        {field('email', { type: 'email', autoComplete: 'email' })}
      </div>
      {choice('invoice_type', INVOICE_TYPES)}
      <label className="mb-4 flex w-fit items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="accent-rose-600" disabled={header?.is_default} {...register('is_default')} />
        {t(header?.is_default ? 'invoice.isDefaultAlready' : 'invoice.makeDefault')}
      </label>
      <SaveOrCancel box="invoice" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
