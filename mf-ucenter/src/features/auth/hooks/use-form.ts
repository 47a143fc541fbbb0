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

/** Codes the HTTP client has already dealt with (redirect or error toast). */
const HANDLED_BY_CLIENT = new Set([401, 402, 404]);

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

  /** A failed call: a server error naming one of our fields lands under it, anything else is toasted once. */
  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      const { field } = error;
      if (field && field in values) setErrors((current) => ({ ...current, [field]: error.message }));
      else if (!HANDLED_BY_CLIENT.has(error.code)) toast.error(error.message || t('errors.generic'));
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

  return { values, errors, pending, setValue, validate, fail, field, onSubmit };
}
