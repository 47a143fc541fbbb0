import type { ContractForm } from '@shop/forms';
import type { ActivityFormValues } from './activity-form-values';
import { typedNumber } from './typed-number';

type CountName = 'per_member_limit' | 'per_order_limit' | 'group_size' | 'window_minutes' | 'helpers_needed';

/**
 * The props of a count's TextField: what is typed, as a number (null when nothing is); the form's
 * words say a refused count ("this is too large" above its most, the kit's `tooLarge`).
 */
export function countField(form: ContractForm<ActivityFormValues>, name: CountName, label: string) {
  return form.field(name, label, { setValueAs: typedNumber });
}
