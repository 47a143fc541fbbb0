import type { ContractForm } from '@shop/forms';
import type { ActivityFormValues } from './activity-form-values';
import { COUNT_MAX, countProblem } from './count-problem';
import { typedNumber } from './typed-number';

type CountName = 'per_member_limit' | 'per_order_limit' | 'group_size' | 'window_minutes' | 'helpers_needed';

/**
 * The props of a count's TextField: what is typed, as a number (null when nothing is), and the
 * page's words when the contract refuses it ("this is too large" above its most).
 */
export function countField(form: ContractForm<ActivityFormValues>, name: CountName, label: string, t: (key: string) => string) {
  const problem = countProblem(form.getValues(name), COUNT_MAX[name]);
  return form.field(name, label, { setValueAs: typedNumber, says: { wrong: t(`admin.problems.${problem}`) } });
}
