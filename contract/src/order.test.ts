import { describe, expect, it } from '@jest/globals';
import { checkoutBody, invoiceInput } from './order';

const personInvoice = { header_type: 'person', header: 'Li Lei', phone: '13800138000', email: 'li@example.com', invoice_type: 'normal' } as const;

const issuePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('invoiceInput', () => {
  it('needs no tax number for a person', () => {
    expect(invoiceInput.safeParse(personInvoice).success).toBe(true);
  });
  it('asks an enterprise for its tax number, naming tax_no with its own message key', () => {
    expect(issuePaths(invoiceInput.safeParse({ ...personInvoice, header_type: 'enterprise' }))).toEqual(['tax_no:tax_no_required']);
    expect(invoiceInput.safeParse({ ...personInvoice, header_type: 'enterprise', tax_no: '91310000MA1FL0000X' }).success).toBe(true);
  });
  it('refuses a tax number of the wrong shape even for a person', () => {
    expect(issuePaths(invoiceInput.safeParse({ ...personInvoice, tax_no: '123' }))).toEqual([expect.stringMatching(/^tax_no:/)]);
  });
});

describe('checkoutBody', () => {
  it('asks cart checkouts for their rows and direct purchases for a SKU and a quantity', () => {
    expect(issuePaths(checkoutBody.safeParse({ type: 'cart', delivery: 'express' }))).toEqual(['cart_ids:field_required']);
    expect(issuePaths(checkoutBody.safeParse({ type: 'buy', delivery: 'pickup' }))).toEqual(['sku_id:field_required', 'quantity:field_required']);
    expect(checkoutBody.safeParse({ type: 'buy', delivery: 'pickup', sku_id: 3, quantity: 2 }).success).toBe(true);
  });
  it('drops any amount the client sends: the server prices the order', () => {
    const parsed = checkoutBody.parse({ type: 'cart', cart_ids: [1], delivery: 'express', payable: '0.01', discount: '99.00' });
    expect(parsed).toEqual({ type: 'cart', cart_ids: [1], delivery: 'express' });
  });
  it('keeps the remark within its limit', () => {
    expect(checkoutBody.safeParse({ type: 'cart', cart_ids: [1], delivery: 'express', remark: 'x'.repeat(201) }).success).toBe(false);
    expect(checkoutBody.safeParse({ type: 'cart', cart_ids: [1], delivery: 'express', remark: 'x'.repeat(200) }).success).toBe(true);
  });
});
