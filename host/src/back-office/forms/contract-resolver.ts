import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Why a form refuses a field, worded by the page: `form.<problem>` of the `backOffice` namespace. */
export type FieldProblem = 'required' | 'wrong' | 'tooLong' | 'tooShort';

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A zod issue (its code is the error's type) on a value, as the problem the page words. */
export function problemOf(code: string, value: unknown): FieldProblem {
  if (isBlank(value)) return 'required';
  if (code === 'too_big') return 'tooLong';
  if (code === 'too_small') return 'tooShort';
  return 'wrong';
}

/**
 * The contract's schema as a form resolver: the API's own rules run before any call, and each
 * refused field carries its problem (not zod's English sentence) for the page to word.
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  const resolve = zodResolver(schema as z.ZodType<V, V>) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const names = Object.keys(result.errors);
    if (names.length === 0) return result;
    const errors: Record<string, { type: FieldProblem; message: FieldProblem }> = {};
    for (const name of names) {
      const type = result.errors[name]?.type;
      const problem = problemOf(typeof type === 'string' ? type : '', (values as Record<string, unknown>)[name]);
      errors[name] = { type: problem, message: problem };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
