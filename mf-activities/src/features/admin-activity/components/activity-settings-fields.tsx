import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { ActivityType, AdminActivitySaveBody } from '@shop/contract';
import { Skeleton, TextField } from '@shop/shared';
import { useAdminFlashSlots } from '../api/get-flash-slots';
import { useFieldProblem } from '../hooks/use-field-problem';
import type { ActivityFormValues } from '../lib/activity-form-values';

type Form = UseFormReturn<ActivityFormValues, unknown, AdminActivitySaveBody>;

/** The chosen type's own settings: group size and window, the flash-sale slot, the bargain's helpers. */
export function ActivitySettingsFields({ form, type }: { form: Form; type: ActivityType }) {
  const { t } = useTranslation('activities');
  const problem = useFieldProblem(form);
  const slots = useAdminFlashSlots(type === 'second');
  const slotId = useId();
  const slotError = problem.of('slot_id');

  if (type === 'group') {
    return (
      <div className="grid grid-cols-2 gap-x-4">
        <TextField label={t('admin.edit.groupSize')} type="number" min={2} {...form.register('group_size', { valueAsNumber: true })} error={problem.of('group_size')} />
        <TextField label={t('admin.edit.windowMinutes')} type="number" min={1} {...form.register('window_minutes', { valueAsNumber: true })} error={problem.of('window_minutes')} />
      </div>
    );
  }
  // The select is drawn once the slots are there, so that the stored slot is the one it shows.
  if (type === 'second' && slots.isPending) return <Skeleton className="h-10 max-w-sm" />;
  if (type === 'second') {
    return (
      <div className="max-w-sm">
        <label htmlFor={slotId} className="mb-1 block text-sm text-slate-600">
          {t('admin.edit.slot')}
        </label>
        <select
          id={slotId}
          aria-invalid={Boolean(slotError) || undefined}
          aria-describedby={`${slotId}-error`}
          className={`h-10 w-full rounded-md border bg-white px-2 text-sm ${slotError ? 'border-red-500' : 'border-slate-300'}`}
          {...form.register('slot_id', { valueAsNumber: true })}
        >
          <option value={0}>{t('admin.edit.slotChoose')}</option>
          {slots.data?.list.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {slot.label}
            </option>
          ))}
        </select>
        <p id={`${slotId}-error`} role={slotError ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
          {slotError ?? ''}
        </p>
      </div>
    );
  }
  if (type === 'bargain') {
    return (
      <div className="max-w-sm">
        <TextField label={t('admin.edit.helpers')} type="number" min={1} {...form.register('helpers_needed', { valueAsNumber: true })} error={problem.of('helpers_needed')} />
      </div>
    );
  }
  return <p className="text-sm text-slate-500">{t('admin.edit.noSettings')}</p>;
}
