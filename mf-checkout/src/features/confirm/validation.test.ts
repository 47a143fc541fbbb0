import { checkSubmission, emptyAddress, emptyInvoice, validateAddress, validateInvoice } from './validation';

const address = { ...emptyAddress, accept_name: 'Lily', mobile: '13800138000', country: 'China', province: 'Guangdong', city: 'Shenzhen', address: '1 Tech Road' };
const invoice = { ...emptyInvoice, header: 'Lily', phone: '13800138000', email: 'lily@example.com' };

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(address)).toEqual({});
  });

  it('requires name, mobile, country, province, city and address', () => {
    expect(validateAddress(emptyAddress)).toEqual({ accept_name: 'required', mobile: 'required', country: 'required', province: 'required', city: 'required', address: 'required' });
  });

  it('checks the phone, an optional email and zip', () => {
    expect(validateAddress({ ...address, mobile: '12345', email: 'nope', zip: '!!' })).toEqual({ mobile: 'mobile', email: 'email', zip: 'zipChina' });
  });

  it('takes only digits as a zip code: six in China (in either language), three to ten elsewhere', () => {
    expect(validateAddress({ ...address, zip: 'abcdef' })).toEqual({ zip: 'zipChina' });
    expect(validateAddress({ ...address, zip: '51800' })).toEqual({ zip: 'zipChina' });
    expect(validateAddress({ ...address, zip: '518000' })).toEqual({});
    expect(validateAddress({ ...address, country: '中国', zip: '5180001' })).toEqual({ zip: 'zipChina' });
    expect(validateAddress({ ...address, country: 'Germany', zip: '10115' })).toEqual({});
    expect(validateAddress({ ...address, country: 'Germany', zip: 'D-10115' })).toEqual({ zip: 'zipDigits' });
  });
});

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
