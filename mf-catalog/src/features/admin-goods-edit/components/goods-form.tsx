import { useState, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { adminGoodsSaveBody, GOODS_IMAGES_MAX, UPLOAD_IMAGE_MAX_BYTES, type AdminGoodsDetail, type AdminGoodsSaveBody } from '@shop/contract';
import { ApiError, Button, hasPermission, Permission, reportFailure, TextField, toast, usePermissionStore } from '@shop/shared';
import { CategorySelect } from '@/components/category-select';
import { AdminImagePicker } from '@/components/admin-image-picker';
import { ADMIN_GOODS_LIST_PATH, adminGoodsEditPath } from '@/lib/admin-goods-paths';
import { formErrorText, SERVER_ERROR } from '@/lib/form-error-text';
import { useSaveGoods } from '../api/save-goods';
import { goodsFormValues, NEW_GOODS, type GoodsFormValues } from './goods-form-values';
import { SkuTable } from './sku-table';

const STOCK_FIELD = /^skus\.(\d+)\.stock$/;
const FIELDS = ['category_id', 'name_zh', 'name_en', 'subtitle_zh', 'subtitle_en', 'content_zh', 'content_en', 'images', 'skus'];
const control = 'w-full rounded-md border px-3 text-sm outline-none focus:border-rose-600 focus:ring-2 focus:ring-rose-600/30 disabled:bg-slate-50';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Whether a refusal names a field of this form (`images.2`, `skus.0.sell_price`...). */
const isFormField = (field: string) => FIELDS.includes(field.split('.')[0]!);

/**
 * The goods editor's form: names, category, pictures, each option's price and stock, descriptions;
 * checked with the contract's schema, saved all at once. A stock that a sale moved while the operator
 * edited is refused by the server and shown on its row, with the stock it holds now.
 */
export function GoodsForm({ goods }: { goods: AdminGoodsDetail | null }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const save = useSaveGoods();
  const canEdit = hasPermission(
    usePermissionStore((state) => state.auth),
    ['goods.edit'],
  );
  const [movedStock, setMovedStock] = useState<Record<number, number>>({});
  const form = useForm<GoodsFormValues, unknown, AdminGoodsSaveBody>({
    defaultValues: goods ? goodsFormValues(goods) : NEW_GOODS,
    resolver: zodResolver(adminGoodsSaveBody),
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const text = (name: Path<GoodsFormValues>) => formErrorText(t, form.getFieldState(name, form.formState).error);
  const field = (name: 'name_zh' | 'name_en' | 'subtitle_zh' | 'subtitle_en') => ({ ...form.register(name), error: text(name) });

  const showFailure = (failure: unknown) => {
    if (!(failure instanceof ApiError) || !failure.field || !isFormField(failure.field)) {
      if (failure instanceof ApiError && failure.message) toast.error(failure.message);
      else reportFailure(failure, t('adminGoods.errors.actionFailed'));
      return;
    }
    const moved = STOCK_FIELD.exec(failure.field);
    const now = (failure.data as { stock?: unknown } | null)?.stock;
    if (moved && typeof now === 'number') {
      const index = Number(moved[1]);
      // What the SKU holds now becomes what the operator saw: saving again writes the stock they choose.
      form.setValue(`skus.${index}.stock_seen`, now);
      setMovedStock((current) => ({ ...current, [index]: now }));
    }
    form.setError(failure.field as Path<GoodsFormValues>, { type: SERVER_ERROR, message: failure.message }, { shouldFocus: true });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { goods: saved, message } = await save.mutateAsync(values);
      toast.success(message);
      setMovedStock({});
      if (!goods) void navigate(adminGoodsEditPath(saved.id), { replace: true });
      else form.reset(goodsFormValues(saved));
    } catch (failure) {
      showFailure(failure);
    }
  });

  const conflicts = Object.keys(movedStock).length > 0;
  const categoryError = text('category_id');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      {!canEdit ? <p className="rounded border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-600">{t('adminGoods.edit.readOnly')}</p> : null}
      {conflicts ? (
        <div role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <p className="font-medium">{t('adminGoods.edit.conflictTitle')}</p>
          <p>{t('adminGoods.edit.skusHint')}</p>
        </div>
      ) : null}
      <fieldset disabled={!canEdit || save.isPending} className="space-y-3">
        <Section title={t('adminGoods.edit.basic')} hint={goods ? undefined : t('adminGoods.edit.newHint')}>
          <div className="grid grid-cols-2 gap-x-4">
            <TextField label={t('adminGoods.edit.nameZh')} maxLength={120} {...field('name_zh')} />
            <TextField label={t('adminGoods.edit.nameEn')} maxLength={160} {...field('name_en')} />
            <TextField label={t('adminGoods.edit.subtitleZh')} maxLength={200} {...field('subtitle_zh')} />
            <TextField label={t('adminGoods.edit.subtitleEn')} maxLength={240} {...field('subtitle_en')} />
            <div>
              <label htmlFor="goods-category" className="mb-1 block text-sm text-slate-600">
                {t('adminGoods.edit.category')}
              </label>
              <Controller
                control={form.control}
                name="category_id"
                render={({ field: category }) => (
                  // Controlled, so that the product's category shows once the options arrive.
                  <CategorySelect
                    id="goods-category"
                    ref={category.ref}
                    name={category.name}
                    value={category.value === undefined ? '' : String(category.value)}
                    onChange={(value) => category.onChange(value === '' ? undefined : Number(value))}
                    onBlur={category.onBlur}
                    placeholder={t('adminGoods.edit.chooseCategory')}
                    aria-invalid={Boolean(categoryError) || undefined}
                    aria-describedby={categoryError ? 'goods-category-error' : undefined}
                    className={`${control} h-10 bg-white ${categoryError ? 'border-red-500' : 'border-slate-300'}`}
                  />
                )}
              />
              <p id="goods-category-error" role={categoryError ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
                {categoryError ?? ''}
              </p>
            </div>
            {goods ? (
              <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-1 pt-6 text-sm">
                <dt className="text-slate-500">{t('adminGoods.edit.shop')}</dt>
                <dd className="text-slate-700">{goods.shop.name}</dd>
                <dt className="text-slate-500">{t('adminGoods.edit.sales')}</dt>
                <dd className="text-slate-700">{goods.sales}</dd>
              </dl>
            ) : null}
          </div>
        </Section>

        <Section title={t('adminGoods.edit.pictures')} hint={t('adminGoods.edit.picturesHint', { size: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024, max: GOODS_IMAGES_MAX })}>
          <Controller
            control={form.control}
            name="images"
            render={({ field: images, fieldState }) => (
              <AdminImagePicker
                label={t('adminGoods.edit.pictures')}
                value={images.value}
                onChange={(urls) => {
                  images.onChange(urls);
                  form.clearErrors('images');
                }}
                max={GOODS_IMAGES_MAX}
                disabled={!canEdit}
                error={formErrorText(t, fieldState.error ?? errors.images?.[0] ?? undefined)}
              />
            )}
          />
        </Section>

        <Section title={t('adminGoods.edit.skus')} hint={t('adminGoods.edit.skusHint')}>
          <SkuTable skus={goods?.skus ?? []} register={form.register} errors={errors} movedStock={movedStock} />
        </Section>

        <Section title={t('adminGoods.edit.description')}>
          <div className="grid grid-cols-2 gap-4">
            {(['content_zh', 'content_en'] as const).map((name) => (
              <div key={name}>
                <label htmlFor={`goods-${name}`} className="mb-1 block text-sm text-slate-600">
                  {t(name === 'content_zh' ? 'adminGoods.edit.contentZh' : 'adminGoods.edit.contentEn')}
                </label>
                <textarea id={`goods-${name}`} rows={8} lang={name === 'content_zh' ? 'zh' : 'en'} className={`${control} border-slate-300 py-2 font-mono text-xs`} {...form.register(name)} />
                {text(name) ? <p className="mt-1 text-xs text-red-600">{text(name)}</p> : null}
              </div>
            ))}
          </div>
        </Section>
      </fieldset>

      <div className="flex items-center gap-3">
        <Permission allow={['goods.edit']}>
          <Button type="submit" pending={save.isPending} className="w-32">
            {t('adminGoods.edit.save')}
          </Button>
        </Permission>
        <Link to={ADMIN_GOODS_LIST_PATH} className="text-sm text-slate-600 hover:text-rose-600">
          {t('adminGoods.edit.back')}
        </Link>
      </div>
    </form>
  );
}
