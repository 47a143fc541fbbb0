import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { problemOf, type FieldProblem } from './field-problem';

/** The value at a dotted react-hook-form path (`skus.0.price`). */
function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);
}

/** A rule the contract names (`tax_no_required`): kept as the error's message, for a form to word it. */
const RULE_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/** One zod error as the kit's: its problem as the type, the contract's rule (or the problem) as the message. */
function toProblem(error: FieldError, value: unknown): FieldError {
  const rule = error.message && RULE_KEY.test(error.message) ? error.message : undefined;
  const problem: FieldProblem = rule === 'field_required' ? 'required' : problemOf(error.type, value);
  return { type: problem, message: rule ?? problem };
}

/** Every error of a resolver's tree as a problem, keeping the tree's shape (arrays and objects of fields). */
function toProblems(errors: FieldErrors, values: unknown, prefix = ''): FieldErrors {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error) continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const leaf = error as FieldError;
    if (typeof leaf.type === 'string') {
      // A list's own error (too few rows) sits under `root` and is about the list itself.
      out[key] = toProblem(leaf, valueAt(values, key === 'root' ? prefix : path));
    } else {
      out[key] = toProblems(error as FieldErrors, values, path);
    }
  }
  return out as FieldErrors;
}

/**
 * The contract's schema as a form resolver: the API's own rules run before any call, and each refused
 * field carries its problem as its type (never zod's English sentence) and, where the contract names
 * the rule it broke (`coupon_threshold_invalid`), that rule as its message, for the page to word.
 */
export function contractResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  const resolve = zodResolver(schema as z.ZodType<V, V>) as unknown as Resolver<V>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: toProblems(result.errors, values) as FieldErrors<V> };
  };
}
