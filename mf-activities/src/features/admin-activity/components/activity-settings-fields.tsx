import { useTranslation } from 'react-i18next';
import type { ActivityType } from '@shop/contract';
import { SelectField, type ContractForm } from '@shop/forms';
import { Skeleton, TextField } from '@shop/shared';
import { useAdminFlashSlots } from '../api/get-flash-slots';
import type { ActivityFormValues } from '../lib/activity-form-values';
import { countField } from '../lib/count-field';

/** The chosen type's own settings: group size and window, the flash-sale slot, the bargain's helpers. */
export function ActivitySettingsFields({ form, type }: { form: ContractForm<ActivityFormValues>; type: ActivityType }) {
  const { t } = useTranslation('activities');
  const slots = useAdminFlashSlots(type === 'second');

  if (type === 'group') {
    return (
      <div className="grid grid-cols-2 gap-x-4">
        <TextField type="number" min={2} {...countField(form, 'group_size', t('admin.edit.groupSize'))} />
        <TextField type="number" min={1} {...countField(form, 'window_minutes', t('admin.edit.windowMinutes'))} />
      </div>
    );
  }
  // The select is drawn once the slots are there, so that the stored slot is the one it shows.
  if (type === 'second' && slots.isPending) return <Skeleton className="h-10 max-w-sm" />;
  if (type === 'second') {
    return (
      <SelectField className="max-w-sm" {...form.field('slot_id', t('admin.edit.slot'), { setValueAs: Number })}>
        <option value={0}>{t('admin.edit.slotChoose')}</option>
        {slots.data?.list.map((slot) => (
          <option key={slot.id} value={slot.id}>
            {slot.label}
          </option>
        ))}
      </SelectField>
    );
  }
  if (type === 'bargain') {
    return (
      <div className="max-w-sm">
        <TextField type="number" min={1} {...countField(form, 'helpers_needed', t('admin.edit.helpers'))} />
      </div>
    );
  }
  return <p className="text-sm text-slate-500">{t('admin.edit.noSettings')}</p>;
}
