import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, toast } from '@shop/shared';
import { usePendingAction } from '@/hooks/use-pending-action';
import type { Problem } from '../validation';

type FormValues = Record<string, string | boolean>;
type Problems<V> = Partial<Record<keyof V, Problem>>;
/** `{ agreement: false }` describes a boolean field, not a field that is always false. */
type Widened<I> = { [K in keyof I]: I[K] extends string ? string : boolean };
type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

/** Codes the HTTP client has already dealt with (a redirect); forms are sent refusals (402) untoasted. */
const HANDLED_BY_CLIENT = new Set([401, 404]);

/** The fields a refusal blames, with their messages (`data.errors`, or the one `field`). */
function blamedFields(error: ApiError): [string, string][] {
  const listed = (error.data as { errors?: { field?: unknown; message?: unknown }[] } | null)?.errors;
  const pairs = Array.isArray(listed)
    ? listed.filter((e) => typeof e?.field === 'string' && typeof e?.message === 'string').map((e) => [e.field, e.message] as [string, string])
    : [];
  if (pairs.length === 0 && error.field) pairs.push([error.field, error.message]);
  return pairs;
}

/**
 * Values, translated errors and the pending submit of one form. Editing a field clears its error;
 * errors never wipe what was typed.
 */
export function useForm<I extends FormValues>(initial: I) {
  type V = Widened<I>;
  const { t } = useTranslation('ucenter');
  const [values, setValues] = useState<V>(initial as V);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const { pending, run } = usePendingAction();

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  /** Shows every problem under its field; true when there is none. */
  const validate = (problems: Problems<V>): boolean => {
    const translated = Object.fromEntries(
      Object.entries(problems).map(([name, key]) => [name, key ? t(key) : undefined]),
    ) as Partial<Record<keyof V, string>>;
    setErrors((current) => ({ ...current, ...translated }));
    return Object.values(problems).every((key) => !key);
  };

  /** Clears one field's message (a code was sent: "send the code first" no longer applies). */
  const clearError = useCallback((name: keyof V) => setErrors((current) => ({ ...current, [name]: undefined })), []);

  /**
   * A failed call, shown once: messages naming our fields land under them (the first of each
   * field), anything else is one toast.
   */
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      const ours = blamedFields(error).filter(([field]) => field in values);
      if (ours.length > 0) {
        const firstPerField = Object.fromEntries([...ours].reverse());
        setErrors((current) => ({ ...current, ...firstPerField }));
      } else if (!HANDLED_BY_CLIENT.has(error.code)) toast.error(error.message || t('errors.generic'));
      return;
    }
    toast.error(t('common:network'));
  };

  /** A submit handler: checks first, then one call at a time, its failure shown by `fail`. */
  const onSubmit = (check: (current: V) => Problems<V>, action: (current: V) => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    if (!validate(check(values))) return;
    void run(async () => {
      try {
        await action(values);
      } catch (error) {
        fail(error);
      }
    });
  };

  /** The props a TextField needs for one text field. */
  const field = <K extends TextKeys<V>>(name: K) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as V[K]),
  });

  return { values, errors, pending, setValue, validate, clearError, fail, field, onSubmit };
}
