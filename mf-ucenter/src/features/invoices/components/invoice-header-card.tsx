import { useTranslation } from 'react-i18next';
import type { InvoiceHeader } from '@shop/contract';
import { ListRowActions } from '@/components/list-row-actions';

interface InvoiceHeaderCardProps {
  header: InvoiceHeader;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  settingDefault: boolean;
}

/** One saved header: its name and type, tax number, phone, email and invoice type. */
export function InvoiceHeaderCard({ header, onEdit, onDelete, onMakeDefault, settingDefault }: InvoiceHeaderCardProps) {
  const { t } = useTranslation('ucenter');
  const facts = [
    header.tax_no && t('invoice.taxNoShown', { taxNo: header.tax_no }),
    header.phone,
    header.email,
  ].filter(Boolean);
  return (
    <li aria-label={header.header} className={`flex items-start justify-between gap-6 rounded-md border bg-white px-5 py-4 ${header.is_default ? 'border-rose-300' : 'border-slate-200'}`}>
      <div className="min-w-0 text-sm leading-6">
        <p className="flex items-center gap-3">
          <span className="font-semibold text-slate-800">{header.header}</span>
          <span className="rounded border border-slate-300 px-1.5 text-xs leading-5 text-slate-600">{t(`invoice.headerTypes.${header.header_type}`)}</span>
          <span className="rounded border border-slate-300 px-1.5 text-xs leading-5 text-slate-600">{t(`invoice.types.${header.invoice_type}`)}</span>
          {header.is_default && <span className="rounded bg-rose-600 px-1.5 text-xs leading-5 text-white">{t('invoice.default')}</span>}
        </p>
        <p className="text-slate-600">{facts.join(' · ')}</p>
      </div>
      <ListRowActions
        box="invoice"
        name={header.header}
        isDefault={header.is_default}
        settingDefault={settingDefault}
        onMakeDefault={onMakeDefault}
        onEdit={onEdit}
        onDelete={onDelete}
      />
    </li>
  );
}
