import { isEmail, isMobile } from '@shop/shared';
import { isChina } from './address-text';
import type { Delivery, Invoice } from './types';

/**
 * Why a field is refused; the page words it (spec section 5): `required` and `wrong` name the
 * field, `mobile`, `email` and `invoicePhone` have their own sentences.
 */
export type FieldProblem = 'required' | 'wrong' | 'mobile' | 'email' | 'invoicePhone' | 'tooLong' | 'zipChina' | 'zipDigits';
export type FieldErrors<F extends string> = Partial<Record<F, FieldProblem>>;

export const REMARK_MAX = 200;

export interface AddressDraft {
  accept_name: string;
  mobile: string;
  email: string;
  country: string;
  province: string;
  city: string;
  address: string;
  address2: string;
  zip: string;
}
export type AddressField = keyof AddressDraft;

export const emptyAddress: AddressDraft = { accept_name: '', mobile: '', email: '', country: '', province: '', city: '', address: '', address2: '', zip: '' };

const REQUIRED_ADDRESS_FIELDS: AddressField[] = ['accept_name', 'mobile', 'country', 'province', 'city', 'address'];
/** Zip codes are digits only: six in China, three to ten elsewhere (the API is asked to agree). */
const CHINA_ZIP = /^\d{6}$/;
const OTHER_ZIP = /^\d{3,10}$/;

function checkZip(zip: string, country: string): FieldProblem | undefined {
  if (!zip) return undefined;
  if (isChina(country)) return CHINA_ZIP.test(zip) ? undefined : 'zipChina';
  return OTHER_ZIP.test(zip) ? undefined : 'zipDigits';
}

/** The address form's problems, field by field (empty when it can be saved). */
export function validateAddress(draft: AddressDraft): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!draft[field].trim()) errors[field] = 'required';
  }
  if (!errors.mobile && !isMobile(draft.mobile)) errors.mobile = 'mobile';
  if (draft.email.trim() && !isEmail(draft.email)) errors.email = 'email';
  const zip = checkZip(draft.zip.trim(), draft.country);
  if (zip) errors.zip = zip;
  return errors;
}

export type InvoiceField = 'header' | 'tax_no' | 'phone' | 'email';

const TAX_NO_PATTERN = /^[0-9A-Za-z]{15,20}$/;

export const emptyInvoice: Invoice = { header_type: 'person', header: '', tax_no: '', phone: '', email: '', invoice_type: 'normal' };

/** The invoice form's problems: the tax number only matters for an enterprise header. */
export function validateInvoice(invoice: Invoice): FieldErrors<InvoiceField> {
  const errors: FieldErrors<InvoiceField> = {};
  if (!invoice.header.trim()) errors.header = 'required';
  if (invoice.header_type === 'enterprise') {
    const taxNo = (invoice.tax_no ?? '').trim();
    if (!taxNo) errors.tax_no = 'required';
    else if (!TAX_NO_PATTERN.test(taxNo)) errors.tax_no = 'wrong';
  }
  const phone = invoice.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!isMobile(phone)) errors.phone = 'invoicePhone';
  if (!invoice.email.trim()) errors.email = 'required';
  else if (!isEmail(invoice.email)) errors.email = 'email';
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export type SubmitProblem = 'noAddress' | 'noStore' | 'invoice' | 'remarkTooLong';

interface SubmitCheck {
  delivery: Delivery;
  addressId: number | null;
  storeId: number | null;
  invoice: Invoice | null;
  remark: string;
}

/** The first reason the order cannot be placed yet, or null when it can. */
export function checkSubmission({ delivery, addressId, storeId, invoice, remark }: SubmitCheck): SubmitProblem | null {
  if (delivery === 'express' && !addressId) return 'noAddress';
  if (delivery === 'pickup' && !storeId) return 'noStore';
  if (invoice && hasErrors(validateInvoice(invoice))) return 'invoice';
  if (remark.length > REMARK_MAX) return 'remarkTooLong';
  return null;
}
