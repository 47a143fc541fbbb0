import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/shared';
import type { InvoiceHeaderType, InvoiceInput, InvoiceType } from '@shop/contract';
import { OptionPills } from '@/components/option-pills';
import { useProblemText } from '../hooks/use-problem-text';
import { emptyInvoice, validateInvoice, type InvoiceField } from '../validation';

interface InvoiceSectionProps {
  invoice: InvoiceInput | null;
  onChange: (invoice: InvoiceInput | null) => void;
  /** After a submit attempt every problem shows, not only those of fields already left. */
  showAllErrors: boolean;
  /** Changes after a refused submit: the first invalid field is scrolled to and focused. */
  focusRequest: number;
}

const TEXT_FIELDS: { field: InvoiceField; type: string; enterpriseOnly?: boolean }[] = [
  { field: 'header', type: 'text' },
  { field: 'tax_no', type: 'text', enterpriseOnly: true },
  { field: 'phone', type: 'tel' },
  { field: 'email', type: 'email' },
];

/** No invoice, or an invoice with header, tax number (enterprise), phone, email and type. */
export function InvoiceSection({ invoice, onChange, showAllErrors, focusRequest }: InvoiceSectionProps) {
  const { t } = useTranslation('checkout');
  const problemText = useProblemText();
  const [kept, setKept] = useState<InvoiceInput>(emptyInvoice);
  const [left, setLeft] = useState<Partial<Record<InvoiceField, boolean>>>({});

  const toggle = (wanted: 'none' | 'invoice') => onChange(wanted === 'invoice' ? kept : null);
  const update = (patch: Partial<InvoiceInput>) => {
    if (!invoice) return;
    const next = { ...invoice, ...patch };
    setKept(next);
    onChange(next);
  };
  const errors = invoice ? validateInvoice(invoice) : {};
  const form = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [focusRequest]);

  return (
    <div>
      <OptionPills
        label={t('invoice.label')}
        name="invoice"
        value={invoice ? 'invoice' : 'none'}
        onChange={toggle}
        options={[
          { value: 'none', label: t('invoice.none') },
          { value: 'invoice', label: t('invoice.need') },
        ]}
      />
      {invoice && (
        // The sticky submit bar is about 80px high: a field reached by Tab or focus stays above it
        // with its message.
        <div ref={form} className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-5 [&_input]:scroll-mt-24 [&_input]:scroll-mb-40">
          <div className="mb-4 flex items-center gap-6">
            <span className="w-24 text-sm text-slate-600">{t('invoice.headerType')}</span>
            <OptionPills<InvoiceHeaderType>
              label={t('invoice.headerType')}
              name="invoice-header-type"
              value={invoice.header_type}
              onChange={(headerType) => update({ header_type: headerType })}
              options={[
                { value: 'person', label: t('invoice.person') },
                { value: 'enterprise', label: t('invoice.enterprise') },
              ]}
            />
          </div>
          <div className="grid grid-cols-2 gap-x-6">
            {TEXT_FIELDS.filter(({ enterpriseOnly }) => !enterpriseOnly || invoice.header_type === 'enterprise').map(({ field, type }) => {
              const label = t(`invoice.fields.${field}`);
              return (
                <TextField
                  key={field}
                  label={label}
                  type={type}
                  value={invoice[field] ?? ''}
                  onChange={(event) => update({ [field]: event.target.value })}
                  onBlur={() => setLeft((current) => ({ ...current, [field]: true }))}
                  error={showAllErrors || left[field] ? problemText(errors[field], label) : undefined}
                />
              );
            })}
          </div>
          <div className="flex items-center gap-6">
            <span className="w-24 text-sm text-slate-600">{t('invoice.invoiceType')}</span>
            <OptionPills<InvoiceType>
              label={t('invoice.invoiceType')}
              name="invoice-type"
              value={invoice.invoice_type}
              onChange={(invoiceType) => update({ invoice_type: invoiceType })}
              options={[
                { value: 'normal', label: t('invoice.normal') },
                { value: 'special', label: t('invoice.special') },
              ]}
            />
          </div>
        </div>
      )}
    </div>
  );
}
