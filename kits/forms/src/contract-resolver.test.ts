import { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { problemOf } from './field-problem';

const options = { fields: {}, shouldUseNativeValidation: false };

test('a zod issue becomes the problem the page words', () => {
  expect(problemOf('too_big', 'x'.repeat(20))).toBe('tooLong');
  expect(problemOf('too_small', 'x')).toBe('tooShort');
  expect(problemOf('invalid_format', 'abc')).toBe('wrong');
  // A number out of its range says which way, never only "not valid".
  expect(problemOf('too_big', 1000)).toBe('tooLarge');
  expect(problemOf('too_small', -1)).toBe('tooSmall');
  expect(problemOf('not_multiple_of', 0.001)).toBe('wrong');
  expect(problemOf('too_small', '  ')).toBe('required');
  expect(problemOf('invalid_type', undefined)).toBe('required');
  expect(problemOf('too_small', [])).toBe('required');
});

test("the resolver keeps the errors' shape, nested lists included, and never zod's English", async () => {
  const schema = z.object({ title: z.string().min(1), rows: z.array(z.object({ price: z.number().positive() })).min(1) });
  const resolve = contractResolver<z.infer<typeof schema>>(schema);
  const result = await resolve({ title: '', rows: [{ price: 3 }, { price: -1 }] }, undefined, options);
  expect(result.errors).toEqual({
    title: { type: 'required', message: 'required' },
    rows: [undefined, { price: { type: 'tooSmall', message: 'tooSmall' } }],
  });
  const empty = await resolve({ title: 'Hat', rows: [] }, undefined, options);
  expect(empty.errors).toEqual({ rows: { type: 'required', message: 'required' } });
});

test('valid values pass through as the schema parsed them', async () => {
  const schema = z.object({ name: z.string().trim() });
  const result = await contractResolver<{ name: string }>(schema)({ name: '  Hat ' }, undefined, options);
  expect(result).toEqual({ values: { name: 'Hat' }, errors: {} });
});

test("a rule the contract names is kept as the message, and field_required is simply missing", async () => {
  const schema = z.object({
    threshold: z.number().refine((value) => value >= 0, { error: 'coupon_threshold_invalid' }),
    tax_no: z.string().refine((value) => value !== 'x', { error: 'field_required' }),
    note: z.string().refine(() => false, { error: 'Not an English sentence either' }),
  });
  const result = await contractResolver<z.infer<typeof schema>>(schema)({ threshold: -5, tax_no: 'x', note: 'n' }, undefined, options);
  expect(result.errors).toEqual({
    threshold: { type: 'wrong', message: 'coupon_threshold_invalid' },
    tax_no: { type: 'required', message: 'field_required' },
    note: { type: 'wrong', message: 'wrong' },
  });
});
