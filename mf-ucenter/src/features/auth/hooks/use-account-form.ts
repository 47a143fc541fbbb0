import type { FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESULT_CODE } from '@shop/contract';
import { ApiError, reportFailure, toast } from '@shop/shared';
import type { AccountFormContext } from '../account-form-schemas';
import { blamedFields } from '../refusal';
import type { SmsCode } from './use-sms-code';

/** The type of an error the server worded; the form's own checks give message keys instead. */
const SERVER_ERROR = 'server';

/**
 * One account form: react-hook-form with the form's zod schema, errors shown under their fields in
 * the page's language. A message stays until the next submit or until its own field is edited;
 * what was typed is never wiped. `codeSent` feeds the schema (an empty code means "send one first").
 */
export function useAccountForm<V extends FieldValues>(
  schemaFor: (context: AccountFormContext) => z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
  { codeSent = false }: Partial<AccountFormContext> = {},
) {
  const { t } = useTranslation('ucenter');
  const form = useForm<V, AccountFormContext>({
    defaultValues,
    context: { codeSent },
    resolver: (values, context, options) => zodResolver(schemaFor(context ?? { codeSent }))(values, context, options),
    reValidateMode: 'onSubmit',
  });

  /** The props of one field's input: registered, with its message. */
  const field = (name: Path<V>) => {
    const { error } = form.getFieldState(name, form.formState);
    return {
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
      error: error?.message && (error.type === SERVER_ERROR ? error.message : t(error.message)),
    };
  };

  /**
   * A failed call, said once: messages naming this form's fields go under them (the first of each
   * field; focus on the first field), a refusal naming none is toasted (the client leaves refusals
   * to the form), any other failure is reported as everywhere in the shop.
   */
  const showFailure = (error: unknown) => {
    const ours = error instanceof ApiError ? blamedFields(error).filter(({ field: name }) => name in defaultValues) : [];
    if (ours.length > 0) {
      const shown = new Set<string>();
      for (const { field: name, message } of ours) {
        if (shown.has(name)) continue;
        form.setError(name as Path<V>, { type: SERVER_ERROR, message }, { shouldFocus: shown.size === 0 });
        shown.add(name);
      }
    } else if (error instanceof ApiError && error.code === RESULT_CODE.refused) {
      toast.error(error.message || t('errors.generic'));
    } else {
      reportFailure(error, t(error instanceof ApiError ? 'errors.generic' : 'common:network'));
    }
  };

  /** A submit handler: the checks first (focus on the first field to fix), then `action`, its failure shown. */
  const onSubmit = (action: (values: V) => Promise<unknown>) => (event: FormEvent) => {
    void form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        showFailure(error);
      }
    })(event);
  };

  /** Sends a code to the phone of the form (every form offering a code has `mobile` and `code`) once it passes its check. */
  const requestCode = async (sms: SmsCode) => {
    const mobile = 'mobile' as Path<V>;
    if (!(await form.trigger(mobile, { shouldFocus: true }))) return;
    if (await sms.request(String(form.getValues(mobile)), showFailure)) form.clearErrors('code' as Path<V>);
  };

  return { ...form, field, onSubmit, requestCode };
}
