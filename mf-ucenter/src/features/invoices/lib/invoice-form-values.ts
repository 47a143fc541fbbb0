import { z } from 'zod';
import { invoiceHeaderSaveBody, type InvoiceHeader, type InvoiceHeaderSaveBody, type InvoiceHeaderType, type InvoiceType } from '@shop/contract';

export interface InvoiceFormValues {
  header_type: InvoiceHeaderType;
  header: string;
  tax_no: string;
  phone: string;
  email: string;
  invoice_type: InvoiceType;
  is_default: boolean;
}

export const emptyInvoiceForm: InvoiceFormValues = { header_type: 'person', header: '', tax_no: '', phone: '', email: '', invoice_type: 'normal', is_default: false };

export const invoiceFormValues = ({ id: _id, tax_no, ...header }: InvoiceHeader): InvoiceFormValues => ({ ...header, tax_no: tax_no ?? '' });

/** The invoice/save body of the form, trimmed; only an enterprise sends a tax number. */
export function invoiceBody(values: InvoiceFormValues, id?: number): InvoiceHeaderSaveBody {
  const body: InvoiceHeaderSaveBody = {
    header_type: values.header_type,
    header: values.header.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    invoice_type: values.invoice_type,
    is_default: values.is_default,
  };
  if (values.header_type === 'enterprise') body.tax_no = values.tax_no.trim();
  return id === undefined ? body : { ...body, id };
}

/** The form's checks: invoice/save's own schema on the body the form sends. */
export const invoiceFormSchema = z.preprocess((values) => invoiceBody(values as InvoiceFormValues), invoiceHeaderSaveBody);
