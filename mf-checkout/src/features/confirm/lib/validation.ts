import { invoiceInput, REMARK_MAX_LENGTH, type Delivery, type InvoiceInput } from '@shop/contract';
import { trimInvoice } from './confirm-body';

/**
 * Why an invoice field is refused; the page words it (spec section 5): `required` and `wrong` name
 * the field, `email` and `invoicePhone` have their own sentences. (The new-address form is checked
 * by @shop/forms.)
 */
export type FieldProblem = 'required' | 'wrong' | 'email' | 'invoicePhone' | 'tooLong';
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

interface Issue {
  code: string;
  path: PropertyKey[];
}

/**
 * The contract's verdict, field by field, as the problems the page words: an empty field is
 * missing, an overlong one too long, anything else wrong in the field's own words.
 */
function problemsOf<F extends string>(issues: Issue[], values: Partial<Record<F, string>>, wrongFormat: (field: F) => FieldProblem): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    if (errors[field]) continue;
    if (!(values[field] ?? '').trim()) errors[field] = 'required';
    else errors[field] = issue.code === 'too_big' ? 'tooLong' : wrongFormat(field);
  }
  return errors;
}

export type InvoiceField = 'header' | 'tax_no' | 'phone' | 'email';

export const emptyInvoice: InvoiceInput = { header_type: 'person', header: '', tax_no: '', phone: '', email: '', invoice_type: 'normal' };

/** The invoice's problems under the contract's rules, checked as it would be sent. */
export function validateInvoice(invoice: InvoiceInput): FieldErrors<InvoiceField> {
  const sent = trimInvoice(invoice);
  const checked = invoiceInput.safeParse(sent);
  if (checked.success) return {};
  return problemsOf<InvoiceField>(checked.error.issues, sent, (field) => (field === 'phone' ? 'invoicePhone' : field === 'email' ? 'email' : 'wrong'));
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export type SubmitProblem = 'noAddress' | 'noStore' | 'invoice' | 'remarkTooLong';

interface SubmitCheck {
  delivery: Delivery;
  addressId: number | null;
  storeId: number | null;
  invoice: InvoiceInput | null;
  remark: string;
}

/** The first reason the order cannot be placed yet, or null when it can. */
export function checkSubmission({ delivery, addressId, storeId, invoice, remark }: SubmitCheck): SubmitProblem | null {
  if (delivery === 'express' && !addressId) return 'noAddress';
  if (delivery === 'pickup' && !storeId) return 'noStore';
  if (invoice && hasErrors(validateInvoice(invoice))) return 'invoice';
  if (remark.length > REMARK_MAX_LENGTH) return 'remarkTooLong';
  return null;
}
