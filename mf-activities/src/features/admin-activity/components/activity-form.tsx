import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType, type AdminActivityDetail, type GoodsDetail } from '@shop/contract';
import { Button, hasPermission, Permission, TextField, usePermissionStore } from '@shop/shared';
import { useActivityGoods } from '../api/get-activity-goods';
import { useActivityForm } from '../hooks/use-activity-form';
import { useFieldProblem } from '../hooks/use-field-problem';
import { skuValuesFor, type ActivityFormValues } from '../lib/activity-form-values';
import { activityListPath } from '../lib/admin-activity-paths';
import { skuOptions } from '../lib/sku-options';
import { ActivitySettingsFields } from './activity-settings-fields';
import { ActivitySkuTable } from './activity-sku-table';
import { FormSection } from './form-section';
import { GoodsPicker } from './goods-picker';

interface ActivityFormProps {
  defaultValues: ActivityFormValues;
  /** The stored activity being edited; none for a new one. */
  activity?: AdminActivityDetail;
}

/**
 * An activity's title, window, caps, type settings, product and per-SKU figures. Once members have
 * bought in it, its type, product and SKUs are shown but fixed (the server refuses them anyway).
 * Someone who may only look sees it all and no Save button.
 */
export function ActivityForm({ defaultValues, activity }: ActivityFormProps) {
  const { t } = useTranslation('activities');
  const ids = useId();
  const { form, submit, pending } = useActivityForm(defaultValues);
  const problem = useFieldProblem(form);
  const canEdit = hasPermission(usePermissionStore((state) => state.auth), ['activity.edit']);
  const [type, goodsId] = useWatch({ control: form.control, name: ['type', 'goods_id'] });
  const goods = useActivityGoods(goodsId || null);
  const locked = (activity?.orders ?? 0) > 0;
  const options = skuOptions(goods.data, activity, goodsId);
  const typeName = t(`common.types.${type}`);

  const pick = (picked: GoodsDetail) => {
    if (picked.id === goodsId) return;
    form.setValue('goods_id', picked.id, { shouldDirty: true });
    form.setValue('skus', skuOptions(picked, activity, picked.id).map(skuValuesFor), { shouldDirty: true });
    form.clearErrors(['goods_id', 'skus']);
  };

  return (
    <form noValidate aria-label={t('admin.edit.form')} onSubmit={(event) => void submit(event)} className="space-y-4">
      <fieldset disabled={!canEdit} className="space-y-4">
        <FormSection title={t('admin.edit.basics')}>
          {locked && <p className="mb-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('admin.edit.inUse')}</p>}
          <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-4">
            <div>
              <label htmlFor={`${ids}-type`} className="mb-1 block text-sm text-slate-600">
                {t('admin.edit.type')}
              </label>
              <select
                id={`${ids}-type`}
                value={type}
                disabled={locked}
                aria-describedby={`${ids}-type-error`}
                onChange={(event) => form.setValue('type', event.target.value as ActivityType, { shouldDirty: true })}
                className="h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-100"
              >
                {ACTIVITY_TYPES.map((option) => (
                  <option key={option} value={option}>
                    {t(`common.types.${option}`)}
                  </option>
                ))}
              </select>
              <p id={`${ids}-type-error`} role={problem.of('type') ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
                {problem.of('type') ?? ''}
              </p>
            </div>
            <TextField className="lg:col-span-3" label={t('admin.edit.titleZh')} {...form.register('title.zh')} error={problem.of('title.zh')} />
            <TextField className="col-span-2" label={t('admin.edit.titleEn')} {...form.register('title.en')} error={problem.of('title.en')} />
            <TextField label={t('admin.edit.startsAt')} type="datetime-local" {...form.register('starts_at')} error={problem.of('starts_at')} />
            <TextField label={t('admin.edit.endsAt')} type="datetime-local" {...form.register('ends_at')} error={problem.of('ends_at')} />
            <TextField label={t('admin.edit.perMember')} type="number" min={0} {...form.register('per_member_limit', { valueAsNumber: true })} error={problem.of('per_member_limit')} />
            <TextField label={t('admin.edit.perOrder')} type="number" min={0} {...form.register('per_order_limit', { valueAsNumber: true })} error={problem.of('per_order_limit')} />
          </div>
        </FormSection>
        <FormSection title={t('admin.edit.settings', { type: typeName })}>
          <ActivitySettingsFields form={form} type={type} />
        </FormSection>
        <FormSection title={t('admin.edit.goods')}>
          <GoodsPicker goods={goods.data} goodsId={goodsId} locked={locked} error={problem.of('goods_id', 'goodsRequired')} onPick={pick} />
          <ActivitySkuTable form={form} type={type} options={options} locked={locked} />
        </FormSection>
      </fieldset>
      <div className="flex items-center gap-3">
        <Permission allow={['activity.edit']}>
          <Button type="submit" pending={pending} className="w-32">
            {t('admin.edit.save')}
          </Button>
        </Permission>
        <Link to={activityListPath(type)} className="text-sm text-slate-600 hover:text-rose-600">
          {t('admin.edit.back')}
        </Link>
      </div>
    </form>
  );
}
