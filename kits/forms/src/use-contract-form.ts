import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from './contract-resolver';
import { SERVER_PROBLEM, type FieldProblem } from './field-problem';
import { FORMS_NAMESPACE } from './form-messages';
import { showFormFailure } from './show-form-failure';

/** Words for problems: a sentence, or a sentence made from the field's label. Words for `wrong` also say `tooLarge` and `tooSmall` unless those have their own. */
export type ProblemWords = Partial<Record<FieldProblem, string | ((label: string) => string)>>;

export interface FieldOptions {
  /** Words for a problem of this field that say more than the form's or the kit's sentence. */
  says?: ProblemWords;
  /** What the input's text becomes in the values (a number, or nothing for an empty optional field). */
  setValueAs?: (value: string) => unknown;
}

export interface ContractFormOptions<V extends FieldValues> extends Pick<UseFormProps<V>, 'mode' | 'reValidateMode'> {
  /** Words for problems on every field of this form (the member box words its own); a field's `says` wins. */
  says?: ProblemWords;
  /** Words for the rules the contract names (`{ coupon_threshold_invalid: t('…') }`): they win over a problem's words. */
  rules?: Record<string, string>;
  /** Said when a save fails without the server's words; the kit's "did not work" sentence otherwise. */
  failed?: string;
  /**
   * The fields a refusal is shown under: every key of the values but the hidden ones by default
   * (`id` is never an input), plus rows inside them (`skus.0.stock`). Name them when the values hold
   * other hidden keys, or fields that have no default.
   */
  fields?: readonly string[];
}

const HIDDEN = new Set(['id']);
const NUMBER_PROBLEMS = new Set<FieldProblem>(['tooLarge', 'tooSmall']);

/**
 * The one way to build a form: react-hook-form with the contract's schema as its checks, each problem
 * worded under its field in the page's language, a refusal naming a field shown under that field in
 * the server's words, any other refusal toasted once, any other failure reported as everywhere.
 */
export function useContractForm<V extends FieldValues>(schema: z.ZodType, defaultValues: DefaultValues<V>, options: ContractFormOptions<V> = {}) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { says: formSays, rules, failed, fields, mode, reValidateMode = 'onSubmit' } = options;
  const shownFields = fields ?? Object.keys(defaultValues as object).filter((key) => !HIDDEN.has(key));
  const form = useForm<V>({ defaultValues, resolver: contractResolver<V>(schema), mode, reValidateMode });

  /** The words for one field's current error, or undefined when it has none. */
  const message = (name: Path<V>, label: string, says?: ProblemWords): string | undefined => {
    const { error } = form.getFieldState(name, form.formState);
    const own = error?.type ? error : error?.root;
    if (!own?.type) return undefined;
    if (own.type === SERVER_PROBLEM) return own.message;
    const rule = own.message && rules?.[own.message];
    if (rule) return rule;
    const problem = own.type as FieldProblem;
    // A number out of its range is a kind of "not valid": words given for `wrong` still say it.
    const refines = NUMBER_PROBLEMS.has(problem) ? 'wrong' : problem;
    const words = says?.[problem] ?? says?.[refines] ?? formSays?.[problem] ?? formSays?.[refines];
    if (words === undefined) return t(problem, { field: label });
    return typeof words === 'function' ? words(label) : words;
  };

  /** The props of one labelled input (TextField, SelectField): registered, with its message. */
  const field = (name: Path<V>, label: string, { says, setValueAs }: FieldOptions = {}) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name), ...(setValueAs ? { setValueAs } : {}) }),
    label,
    error: message(name, label, says),
  });

  /** Shows a failed save: under the field it names, or toasted, or reported. */
  const showFailure = (error: unknown) => showFormFailure(error, shownFields, form.setError, failed ?? t('failed'));

  /** A submit handler: the checks first (focus on the first field to fix), then `action`, its failure shown. */
  const submit = (action: (values: V) => Promise<unknown>) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        showFailure(error);
      }
    });

  return { ...form, field, message, showFailure, submit };
}

export type ContractForm<V extends FieldValues> = ReturnType<typeof useContractForm<V>>;
