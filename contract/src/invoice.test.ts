import { describe, expect, it } from '@jest/globals';
import { invoiceHeaderSaveBody } from './invoice';

const person = { header_type: 'person', header: 'Li Lei', phone: '13800138000', email: 'li@example.com', invoice_type: 'normal' } as const;
const problems = (input: unknown) => invoiceHeaderSaveBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('invoiceHeaderSaveBody', () => {
  it('takes a person’s header without a tax number, and an id and a default flag', () => {
    expect(invoiceHeaderSaveBody.safeParse(person).success).toBe(true);
    expect(invoiceHeaderSaveBody.parse({ ...person, id: 3, is_default: true })).toMatchObject({ id: 3, is_default: true });
  });
  it('asks an enterprise for its tax number, checked against the tax number pattern', () => {
    const enterprise = { ...person, header_type: 'enterprise', header: 'Acme Ltd' };
    expect(problems(enterprise)).toEqual([['tax_no', 'tax_no_required']]);
    expect(problems({ ...enterprise, tax_no: '12-34' })?.map(([field]) => field)).toEqual(['tax_no']);
    expect(invoiceHeaderSaveBody.safeParse({ ...enterprise, tax_no: '91310000MA1FL8XQ2T' }).success).toBe(true);
  });
  it('refuses a wrong phone, email or invoice type', () => {
    expect(problems({ ...person, phone: '12345', email: 'nope', invoice_type: 'gold' })?.map(([field]) => field)).toEqual(['phone', 'email', 'invoice_type']);
  });
});
