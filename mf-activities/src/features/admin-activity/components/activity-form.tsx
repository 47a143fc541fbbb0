import { Link } from 'react-router-dom';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_TYPES, type ActivityType, type AdminActivityDetail, type GoodsDetail } from '@shop/contract';
import { DateField, SelectField } from '@shop/forms';
import { Button, hasPermission, Permission, TextField, usePermissionStore } from '@shop/shared';
import { useActivityGoods } from '../api/get-activity-goods';
import { useActivityForm } from '../hooks/use-activity-form';
import { skuValuesFor, type ActivityFormValues } from '../lib/activity-form-values';
import { activityListPath } from '../lib/admin-activity-paths';
import { countField } from '../lib/count-field';
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
  const { form, submit, pending } = useActivityForm(defaultValues);
  const canEdit = hasPermission(usePermissionStore((state) => state.auth), ['activity.edit']);
  const [type, goodsId] = useWatch({ control: form.control, name: ['type', 'goods_id'] });
  const goods = useActivityGoods(goodsId || null);
  const locked = (activity?.orders ?? 0) > 0;
  const options = skuOptions(goods.data, activity, goodsId);
  const typeName = t(`common.types.${type}`);
  const typeLabel = t('admin.edit.type');
  // A product is chosen with the picker: until then its id is 0.
  const goodsRequired = t('admin.problems.goodsRequired');

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
            <SelectField
              label={typeLabel}
              value={type}
              disabled={locked}
              error={form.message('type', typeLabel)}
              onChange={(event) => {
                form.setValue('type', event.target.value as ActivityType, { shouldDirty: true });
                form.clearErrors('type');
              }}
            >
              {ACTIVITY_TYPES.map((option) => (
                <option key={option} value={option}>
                  {t(`common.types.${option}`)}
                </option>
              ))}
            </SelectField>
            <TextField className="lg:col-span-3" {...form.field('title.zh', t('admin.edit.titleZh'))} />
            <TextField className="col-span-2" {...form.field('title.en', t('admin.edit.titleEn'))} />
            <DateField kind="datetime" {...form.field('starts_at', t('admin.edit.startsAt'))} />
            <DateField kind="datetime" {...form.field('ends_at', t('admin.edit.endsAt'))} />
            <TextField type="number" min={0} {...countField(form, 'per_member_limit', t('admin.edit.perMember'))} />
            <TextField type="number" min={0} {...countField(form, 'per_order_limit', t('admin.edit.perOrder'))} />
          </div>
        </FormSection>
        <FormSection title={t('admin.edit.settings', { type: typeName })}>
          <ActivitySettingsFields form={form} type={type} />
        </FormSection>
        <FormSection title={t('admin.edit.goods')}>
          <GoodsPicker goods={goods.data} goodsId={goodsId} locked={locked} error={form.message('goods_id', t('admin.edit.goodsId'), { required: goodsRequired, wrong: goodsRequired })} onPick={pick} />
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
