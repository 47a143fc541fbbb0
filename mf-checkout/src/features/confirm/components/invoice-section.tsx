import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, INVOICES_PATH, TextField, reportFailure, toast } from '@shop/shared';
import type { InvoiceHeader, InvoiceHeaderType, InvoiceInput, InvoiceType } from '@shop/contract';
import { ChoiceCard } from '@/components/choice-card';
import { OptionPills } from '@/components/option-pills';
import { useInvoiceHeaders } from '../api/get-invoice-headers';
import { useSaveInvoiceHeader } from '../api/save-invoice-header';
import { trimInvoice } from '../lib/confirm-body';
import { useProblemText } from '../hooks/use-problem-text';
import { emptyInvoice, hasErrors, validateInvoice, type InvoiceField } from '../lib/validation';

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

/** The invoice a saved header asks for. */
function invoiceOf(header: InvoiceHeader): InvoiceInput {
  const invoice: InvoiceInput = { header_type: header.header_type, header: header.header, phone: header.phone, email: header.email, invoice_type: header.invoice_type };
  if (header.tax_no) invoice.tax_no = header.tax_no;
  return invoice;
}

/** Which header the invoice is: a saved one (its id), one being typed, or none decided yet. */
type Chosen = number | 'new' | null;

/**
 * No invoice, or an invoice: one of the member's saved headers (the default chosen first) or a new
 * one typed here (header, tax number for an enterprise, phone, email, type), which can be saved to
 * the member's headers for next time.
 */
export function InvoiceSection({ invoice, onChange, showAllErrors, focusRequest }: InvoiceSectionProps) {
  const { t } = useTranslation('checkout');
  const problemText = useProblemText();
  const headers = useInvoiceHeaders();
  const saveHeader = useSaveInvoiceHeader();
  const saved = headers.data?.list ?? [];
  const [chosen, setChosen] = useState<Chosen>(null);
  const [kept, setKept] = useState<InvoiceInput>(emptyInvoice);
  const [left, setLeft] = useState<Partial<Record<InvoiceField, boolean>>>({});
  const [checked, setChecked] = useState(false);

  const chooseHeader = (header: InvoiceHeader) => {
    setChosen(header.id);
    onChange(invoiceOf(header));
  };
  const chooseNew = () => {
    setChosen('new');
    onChange(kept);
  };
  const toggle = (wanted: 'none' | 'invoice') => {
    if (wanted === 'none') return onChange(null);
    const header = chosen === 'new' ? undefined : (saved.find((known) => known.id === chosen) ?? saved.find((known) => known.is_default) ?? saved[0]);
    if (header) chooseHeader(header);
    else chooseNew();
  };
  const update = (patch: Partial<InvoiceInput>) => {
    if (!invoice) return;
    const next = { ...invoice, ...patch };
    setKept(next);
    onChange(next);
  };
  const typing = invoice !== null && (chosen === 'new' || saved.length === 0);
  const errors = typing ? validateInvoice(invoice) : {};
  const form = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus({ preventScroll: true });
  }, [focusRequest]);

  const saveTyped = () => {
    if (!invoice) return;
    if (hasErrors(errors)) {
      setChecked(true);
      return;
    }
    saveHeader.mutate(trimInvoice(invoice), {
      onSuccess: (header) => {
        chooseHeader(header);
        toast.success(t('invoice.headerSaved'));
      },
      onError: (error) => reportFailure(error, t('errors.actionFailed')),
    });
  };

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
      {invoice && saved.length > 0 && (
        <div className="mt-4">
          <div role="radiogroup" aria-label={t('invoice.savedHeaders')} className="grid grid-cols-4 gap-3">
            {saved.map((header) => (
              <ChoiceCard key={header.id} name="invoice-header" label={header.header} checked={chosen === header.id} onSelect={() => chooseHeader(header)} className="min-h-24">
                <span className="flex items-center justify-between gap-2 border-b border-dashed border-slate-200 pb-1.5">
                  <span className="truncate font-medium text-slate-800">{header.header}</span>
                  {header.is_default && <span className="shrink-0 rounded bg-rose-600 px-1 text-[11px] text-white">{t('invoice.default')}</span>}
                </span>
                <span className="mt-1.5 block text-xs text-slate-500">
                  {t(`invoice.${header.header_type}`)} · {t(`invoice.${header.invoice_type}`)}
                </span>
                {header.tax_no && <span className="mt-0.5 block truncate font-mono text-xs text-slate-500">{header.tax_no}</span>}
              </ChoiceCard>
            ))}
            <ChoiceCard name="invoice-header" label={t('invoice.newHeader')} checked={chosen === 'new'} onSelect={chooseNew} className="min-h-24">
              <span className="flex h-full flex-col items-center justify-center text-slate-500">
                <span aria-hidden="true" className="text-2xl leading-none">＋</span>
                {t('invoice.newHeader')}
              </span>
            </ChoiceCard>
          </div>
          <Link to={INVOICES_PATH} className="mt-2 inline-block text-sm text-rose-700 hover:underline">
            {t('invoice.manage')}
          </Link>
        </div>
      )}
      {typing && (
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
                  error={showAllErrors || checked || left[field] ? problemText(errors[field], label) : undefined}
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
            <Button variant="secondary" className="ml-auto" pending={saveHeader.isPending} onClick={saveTyped}>
              {t('invoice.saveHeader')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
