import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVOICE_HEADER_TYPES, INVOICE_TYPES, type InvoiceHeader } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { SaveOrCancel } from '@/components/save-or-cancel';
import { useSaveInvoiceHeader } from '../api/save-invoice-header';
import { emptyInvoiceForm, invoiceBody, invoiceFormSchema, invoiceFormValues, type InvoiceFormValues } from '../lib/invoice-form-values';

/** Adds or edits an invoice header: person or enterprise (with its tax number), phone, email, normal or special. */
export function InvoiceHeaderForm({ header, onDone }: { header?: InvoiceHeader; onDone: () => void }) {
  const { t } = useTranslation('ucenter');
  const save = useSaveInvoiceHeader();
  const form = useContractForm<InvoiceFormValues>(invoiceFormSchema, header ? invoiceFormValues(header) : emptyInvoiceForm, { failed: t('errors.generic') });
  const enterprise = useWatch({ control: form.control, name: 'header_type' }) === 'enterprise';

  // The phone and the email are said in the box's words (spec section 5); the rest is the form kit's ("Tax number is not valid").
  const says = { phone: { wrong: t('invoice.problems.invoicePhone') }, email: { wrong: t('invoice.problems.email') } };
  const field = (name: 'header' | 'tax_no' | 'phone' | 'email', options: { type?: string; autoComplete?: string }) => (
    <TextField {...options} {...form.field(name, t(`invoice.fields.${name}`), { says: says[name as keyof typeof says] })} />
  );
  const choice = (name: 'header_type' | 'invoice_type', values: readonly string[]) => (
    <fieldset className="mb-4 flex items-center gap-6 text-sm text-slate-700">
      <legend className="float-left mr-6 w-24 text-slate-600">{t(`invoice.fields.${name}`)}</legend>
      {values.map((value) => (
        <label key={value} className="flex items-center gap-2">
          <input type="radio" value={value} className="accent-rose-600" {...form.register(name, { onChange: () => form.clearErrors() })} />
          {t(`invoice.${name === 'header_type' ? 'headerTypes' : 'types'}.${value}`)}
        </label>
      ))}
    </fieldset>
  );

  const submit = form.submit(async () => {
    await save.mutateAsync(invoiceBody(form.getValues(), header?.id));
    onDone();
  });

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
        <input type="checkbox" className="accent-rose-600" disabled={header?.is_default} {...form.register('is_default')} />
        {t(header?.is_default ? 'invoice.isDefaultAlready' : 'invoice.makeDefault')}
      </label>
      <SaveOrCancel box="invoice" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
