import type { FormEvent } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SERVER_PROBLEM, showFormFailure, useContractForm, type FieldProblem } from '@shop/forms';
import { ApiError } from '@shop/shared';
import type { AccountFormContext } from '../lib/account-form-schemas';
import { blamedFields } from '../lib/refusal';
import type { SmsCode } from './use-sms-code';

/** The account forms' fields: each one's label and the spec's words for its problems (section 5), as message keys. */
const FIELDS: Record<string, { label: string; says?: Partial<Record<FieldProblem, string>> }> = {
  mobile: { label: 'fields.mobile', says: { required: 'validation.required.mobile', wrong: 'validation.mobileInvalid' } },
  code: { label: 'fields.code', says: { required: 'validation.required.code', wrong: 'validation.codeInvalid' } },
  account: { label: 'fields.account', says: { required: 'validation.required.account' } },
  password: { label: 'fields.password', says: { required: 'validation.required.password', wrong: 'validation.passwordWeak', tooLong: 'validation.passwordTooLong' } },
  confirm: { label: 'fields.confirm', says: { required: 'validation.required.confirm' } },
  username: { label: 'fields.username', says: { wrong: 'validation.usernameInvalid' } },
  agreement: { label: 'register.agreement' },
};

/** The rules of the account forms' own (account-form-schemas), as message keys. */
const RULES: Record<string, string> = {
  sms_code_not_sent: 'validation.codeNotSent',
  password_mismatch: 'validation.passwordMismatch',
  username_is_mobile: 'validation.usernameIsMobile',
  agreement_required: 'validation.agreement',
};

const wordsOf = (keys: Record<string, string>, t: (key: string) => string) => Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)]));

/**
 * One account form, built with the shop's form kit: the form's schema checks the values, each
 * problem is worded under its field in the spec's words. A message stays until the next submit or
 * until its own field is edited; what was typed is never wiped. `codeSent` feeds the schema (an
 * empty code means "send one first").
 */
export function useAccountForm<V extends FieldValues>(
  schemaFor: (context: AccountFormContext) => z.ZodType<V, V>,
  defaultValues: DefaultValues<V>,
  { codeSent = false }: Partial<AccountFormContext> = {},
) {
  const { t } = useTranslation('ucenter');
  const form = useContractForm<V>(schemaFor({ codeSent }), defaultValues, { rules: wordsOf(RULES, t) });

  /** The props of one field's input: registered, with its message (the input shows its own label). */
  const field = (name: Path<V>) => {
    const { label, says = {} } = FIELDS[name] ?? { label: name };
    const { label: _label, ...props } = form.field(name, t(label), { says: wordsOf(says, t) });
    return props;
  };

  /**
   * A failed call, said once: messages naming this form's fields go under them (the first of each
   * field; focus on the first field), a refusal naming none is toasted (the client leaves refusals
   * to the form), any other failure is reported as everywhere in the shop.
   */
  const showFailure = (error: unknown) => {
    const ours = error instanceof ApiError ? blamedFields(error).filter(({ field: name }) => name in defaultValues) : [];
    if (ours.length === 0) {
      showFormFailure(error, [], form.setError, t(error instanceof ApiError ? 'errors.generic' : 'common:network'));
      return;
    }
    const shown = new Set<string>();
    for (const { field: name, message } of ours) {
      if (shown.has(name)) continue;
      form.setError(name as Path<V>, { type: SERVER_PROBLEM, message }, { shouldFocus: shown.size === 0 });
      shown.add(name);
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
