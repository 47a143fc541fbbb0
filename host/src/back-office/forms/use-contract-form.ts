import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import { contractResolver, type FieldProblem } from './contract-resolver';

/** The type of a message the server worded; the form's own checks carry a FieldProblem. */
const SERVER_MESSAGE = 'server';

interface FieldOptions {
  /** Words for a problem of this field that says more than the generic sentence. */
  says?: Partial<Record<FieldProblem, string>>;
  /** What the input's text becomes in the values (a number, or nothing for an empty optional field). */
  setValueAs?: (value: string) => unknown;
}

/**
 * A back-office form: react-hook-form with the contract's schema, each message under its field in
 * the page's language. A refusal naming one of the form's fields goes under it in the server's
 * words; any other refusal is toasted once, any other failure reported as everywhere.
 */
export function useContractForm<V extends FieldValues>(schema: z.ZodType, defaultValues: DefaultValues<V>) {
  const { t } = useTranslation('backOffice');
  const form = useForm<V>({ defaultValues, resolver: contractResolver<V>(schema), reValidateMode: 'onSubmit' });

  const messageOf = (name: Path<V>, label: string, says?: FieldOptions['says']) => {
    const { error } = form.getFieldState(name, form.formState);
    if (!error?.message) return undefined;
    if (error.type === SERVER_MESSAGE) return error.message;
    const problem = error.message as FieldProblem;
    return says?.[problem] ?? t(`form.${problem}`, { field: label });
  };

  /** The props of one labelled input (TextField or a select): registered, with its message. */
  const field = (name: Path<V>, label: string, { says, setValueAs }: FieldOptions = {}) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name), ...(setValueAs ? { setValueAs } : {}) }),
    label,
    error: messageOf(name, label, says),
  });

  const showFailure = (error: unknown) => {
    if (error instanceof ApiError && error.field && error.field in defaultValues) {
      form.setError(error.field as Path<V>, { type: SERVER_MESSAGE, message: error.message }, { shouldFocus: true });
    } else if (error instanceof ApiError && error.code === RESULT_CODE.refused) {
      toast.error(error.message || t('form.failed'));
    } else {
      reportFailure(error, t('form.failed'));
    }
  };

  /** A submit handler: the checks first (focus on the first field to fix), then `action`, its failure shown. */
  const submit = (action: (values: V) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        showFailure(error);
      }
    });

  return { ...form, field, message: messageOf, submit };
}
