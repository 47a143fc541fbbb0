import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AdminActivitySaveBody } from '@shop/contract';
import { useContractForm } from '@shop/forms';
import { toast } from '@shop/shared';
import { useSaveActivity } from '../api/save-activity';
import { activityFormSchema } from '../lib/activity-form-schema';
import { activityFormValues, type ActivityFormValues } from '../lib/activity-form-values';
import { activityEditPath } from '../lib/admin-activity-paths';

/** The rules of the contract the page words itself (a price that does not parse is worded by its field). */
const RULES = ['activity_price_zero', 'activity_window_invalid', 'activity_order_cap_invalid', 'activity_sku_duplicate', 'activity_floor_invalid', 'activity_points_invalid'] as const;

/**
 * The activity form: checked by the contract's schema, saved, and a refusal naming one of its
 * fields shown under it. A new activity's page becomes its edit page.
 */
export function useActivityForm(defaultValues: ActivityFormValues) {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const save = useSaveActivity();
  const invalid = t('admin.problems.invalid');
  const form = useContractForm<ActivityFormValues>(activityFormSchema, defaultValues, {
    says: { required: t('admin.problems.required'), tooLong: t('admin.problems.tooBig'), tooLarge: t('admin.problems.tooBig'), tooShort: invalid, wrong: invalid },
    rules: Object.fromEntries(RULES.map((rule) => [rule, t(`admin.problems.${rule}`)])),
    failed: t('admin.errors.actionFailed'),
    // The SKU rows have no input of their own for every field the server may name (`skus.0.sku_id`):
    // a refusal about a row is toasted, one about a field of the form goes under it.
    fields: Object.keys(defaultValues).filter((name) => name !== 'id' && name !== 'skus'),
  });

  const submit = form.submit(async (values) => {
    // The schema hands over the save body it checked, not the form's values.
    const body = values as unknown as AdminActivitySaveBody;
    const saved = await save.mutateAsync(body);
    if (body.id) {
      toast.success(t('admin.edit.saved'));
      form.reset(activityFormValues(saved));
    } else {
      toast.success(t('admin.edit.created'));
      void navigate(activityEditPath(saved.id), { replace: true });
    }
  });

  return { form, submit, pending: save.isPending };
}
