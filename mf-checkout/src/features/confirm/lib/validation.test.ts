import { checkSubmission, emptyInvoice, validateInvoice } from './validation';

const invoice = { ...emptyInvoice, header: 'Lily', phone: '13800138000', email: 'lily@example.com' };

describe('validateInvoice', () => {
  it('accepts a personal invoice without tax number', () => {
    expect(validateInvoice(invoice)).toEqual({});
  });

  it('requires the tax number for an enterprise', () => {
    expect(validateInvoice({ ...invoice, header_type: 'enterprise' })).toEqual({ tax_no: 'required' });
    expect(validateInvoice({ ...invoice, header_type: 'enterprise', tax_no: '12' })).toEqual({ tax_no: 'wrong' });
    expect(validateInvoice({ ...invoice, header_type: 'enterprise', tax_no: '91440300MA5FXXXX1X' })).toEqual({});
  });

  it('checks header, phone and email', () => {
    expect(validateInvoice(emptyInvoice)).toEqual({ header: 'required', phone: 'required', email: 'required' });
    expect(validateInvoice({ ...invoice, phone: '555', email: 'x@' })).toEqual({ phone: 'invoicePhone', email: 'email' });
    expect(validateInvoice({ ...invoice, phone: '0755-88888888' })).toEqual({ phone: 'invoicePhone' });
  });
});

describe('checkSubmission', () => {
  const ready = { delivery: 'express' as const, addressId: 11, storeId: null, invoice: null, remark: '' };
  it('needs an address for express and a store for pickup', () => {
    expect(checkSubmission(ready)).toBeNull();
    expect(checkSubmission({ ...ready, addressId: null })).toBe('noAddress');
    expect(checkSubmission({ ...ready, delivery: 'pickup' })).toBe('noStore');
    expect(checkSubmission({ ...ready, delivery: 'pickup', storeId: 3 })).toBeNull();
  });

  it('needs a valid invoice and a short remark', () => {
    expect(checkSubmission({ ...ready, invoice: emptyInvoice })).toBe('invoice');
    expect(checkSubmission({ ...ready, remark: 'x'.repeat(201) })).toBe('remarkTooLong');
  });
});
