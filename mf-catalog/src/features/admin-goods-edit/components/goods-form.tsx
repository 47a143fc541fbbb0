import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { adminGoodsSaveBody, GOODS_IMAGES_MAX, GOODS_SKUS_MAX, UPLOAD_IMAGE_MAX_BYTES, type AdminGoodsDetail, type AdminGoodsSaveBody } from '@shop/contract';
import { SelectField, showFormFailure, TextAreaField, useContractForm } from '@shop/forms';
import { ApiError, Button, hasPermission, Permission, TextField, toast, usePermissionStore } from '@shop/shared';
import { useAdminFormWords } from '@/hooks/use-admin-form-words';
import { useAdminBrands } from '@/api/get-admin-brands';
import { useCategoryOptions } from '@/hooks/use-category-options';
import { ADMIN_GOODS_LIST_PATH, adminGoodsEditPath } from '@/lib/admin-goods-paths';
import { useSaveGoods } from '../api/save-goods';
import { deriveSkus } from '../lib/sku-matrix';
import { DescriptionPicture } from './description-picture';
import { GalleryPicker } from './gallery-picker';
import { goodsFormValues, NEW_GOODS, type GoodsFormValues } from './goods-form-values';
import { SkuBulkBar } from './sku-bulk-bar';
import { SkuTable } from './sku-table';
import { SpecEditor } from './spec-editor';

const STOCK_FIELD = /^skus\.(\d+)\.stock$/;
const FIELDS = ['category_id', 'brand_id', 'name_zh', 'name_en', 'subtitle_zh', 'subtitle_en', 'content_zh', 'content_en', 'images', 'specs', 'skus'];

/** The save's body: the form's values without the editor's own keys. */
const saveBody = (values: GoodsFormValues): AdminGoodsSaveBody => ({
  ...values,
  specs: values.specs.map(({ uid: _uid, values: specValues, ...spec }) => ({ ...spec, values: specValues.map(({ uid: _value, ...value }) => value) })),
  skus: values.skus.map(({ uids: _uids, ...sku }) => sku),
});

/** The shape of the spec groups (which groups, which values, in order): the SKU matrix follows it. */
const matrixShape = (specs: GoodsFormValues['specs'] | undefined) => (specs ?? []).map((spec) => `${spec.uid}:${spec.values.map((value) => value.uid).join('.')}`).join('|');

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="rounded border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">{title}</h2>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The field of this form a refusal names (`images.2`, `skus.0.sell_price`...), or none. */
const namedField = (failure: unknown): string[] => (failure instanceof ApiError && failure.field && FIELDS.includes(failure.field.split('.')[0]!) ? [failure.field] : []);

/**
 * The goods editor's form: names, category, pictures, each option's price and stock, descriptions;
 * checked with the contract's schema, saved all at once. A stock that a sale moved while the operator
 * edited is refused by the server and shown on its row, with the stock it holds now.
 */
export function GoodsForm({ goods }: { goods: AdminGoodsDetail | null }) {
  const { t, i18n } = useTranslation('catalog');
  const navigate = useNavigate();
  const save = useSaveGoods();
  const canEdit = hasPermission(
    usePermissionStore((state) => state.auth),
    ['goods.edit'],
  );
  const [movedStock, setMovedStock] = useState<Record<number, number>>({});
  const form = useContractForm<GoodsFormValues>(adminGoodsSaveBody, goods ? goodsFormValues(goods) : NEW_GOODS, useAdminFormWords());

  // A value or group added or removed: the SKUs become the new matrix, keeping what each had.
  const shape = matrixShape(useWatch({ control: form.control, name: 'specs' }));
  const shapeSeen = useRef(shape);
  const hasMatrix = shape !== '';
  useEffect(() => {
    if (shape === shapeSeen.current) return;
    shapeSeen.current = shape;
    form.setValue('skus', deriveSkus(form.getValues('specs'), form.getValues('skus')));
    setMovedStock({});
  }, [shape, form]);

  /** What a SKU whose stock moved holds now becomes what the operator saw: saving again writes the stock they choose. */
  const keepStockNow = (failure: unknown) => {
    const moved = failure instanceof ApiError && failure.field ? STOCK_FIELD.exec(failure.field) : null;
    const now = failure instanceof ApiError ? (failure.data as { stock?: unknown } | null)?.stock : undefined;
    if (!moved || typeof now !== 'number') return;
    const index = Number(moved[1]);
    form.setValue(`skus.${index}.stock_seen`, now);
    setMovedStock((current) => ({ ...current, [index]: now }));
  };

  const submit = form.submit(async (values) => {
    try {
      const { goods: saved, message } = await save.mutateAsync(saveBody(values));
      toast.success(message);
      setMovedStock({});
      if (!goods) void navigate(adminGoodsEditPath(saved.id), { replace: true });
      else form.reset(goodsFormValues(saved));
    } catch (failure) {
      keepStockNow(failure);
      // A refusal naming a row's cell or a picture goes under it too, not only a top-level field.
      showFormFailure(failure, namedField(failure), form.setError, t('adminGoods.errors.actionFailed'));
    }
  });

  const conflicts = Object.keys(movedStock).length > 0;
  const categoryLabel = t('adminGoods.edit.category');
  const categoryOptions = useCategoryOptions(t('adminGoods.edit.chooseCategory'));
  const brandLabel = t('adminGoods.brand.field');
  const brands = useAdminBrands();
  const picturesLabel = t('adminGoods.edit.pictures');

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
            <TextField maxLength={120} {...form.field('name_zh', t('adminGoods.edit.nameZh'))} />
            <TextField maxLength={160} {...form.field('name_en', t('adminGoods.edit.nameEn'))} />
            <TextField maxLength={200} {...form.field('subtitle_zh', t('adminGoods.edit.subtitleZh'))} />
            <TextField maxLength={240} {...form.field('subtitle_en', t('adminGoods.edit.subtitleEn'))} />
            <Controller
              control={form.control}
              name="category_id"
              render={({ field: category }) => (
                // Controlled, so that the product's category shows once the options arrive.
                <SelectField
                  label={categoryLabel}
                  ref={category.ref}
                  name={category.name}
                  value={category.value === undefined ? '' : String(category.value)}
                  onChange={(event) => {
                    category.onChange(event.target.value === '' ? undefined : Number(event.target.value));
                    form.clearErrors('category_id');
                  }}
                  onBlur={category.onBlur}
                  error={form.message('category_id', categoryLabel)}
                >
                  {categoryOptions}
                </SelectField>
              )}
            />
            <Controller
              control={form.control}
              name="brand_id"
              render={({ field: brand }) => (
                // Controlled, so that the product's brand shows once the brands arrive.
                <SelectField
                  label={brandLabel}
                  ref={brand.ref}
                  name={brand.name}
                  value={brand.value === null || brand.value === undefined ? '' : String(brand.value)}
                  onChange={(event) => {
                    brand.onChange(event.target.value === '' ? null : Number(event.target.value));
                    form.clearErrors('brand_id');
                  }}
                  onBlur={brand.onBlur}
                  error={form.message('brand_id', brandLabel)}
                >
                  <option value="">{t('adminGoods.brand.none')}</option>
                  {brands.data?.list.map((option) => (
                    <option key={option.id} value={option.id}>
                      {i18n.language === 'en-us' ? option.name_en : `${option.name_zh}（${option.name_en}）`}
                    </option>
                  ))}
                </SelectField>
              )}
            />
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

        <Section title={picturesLabel} hint={t('adminGoods.edit.picturesHint', { size: UPLOAD_IMAGE_MAX_BYTES / 1024 / 1024, max: GOODS_IMAGES_MAX })}>
          <Controller
            control={form.control}
            name="images"
            render={({ field: images }) => (
              <GalleryPicker
                label={picturesLabel}
                value={images.value}
                onChange={(urls) => {
                  images.onChange(urls);
                  form.clearErrors('images');
                }}
                max={GOODS_IMAGES_MAX}
                readOnly={!canEdit}
                // The list's own problem (none, too many), else the first picture the server refused.
                error={form.message('images', picturesLabel) ?? images.value.map((_, index) => form.message(`images.${index}`, picturesLabel)).find(Boolean)}
              />
            )}
          />
        </Section>

        <Section title={t('adminGoods.matrix.specs')} hint={t('adminGoods.matrix.specsHint', { max: GOODS_SKUS_MAX })}>
          <SpecEditor form={form} disabled={!canEdit} />
        </Section>

        <Section title={t('adminGoods.edit.skus')} hint={t('adminGoods.edit.skusHint')}>
          {canEdit && hasMatrix ? <SkuBulkBar form={form} /> : null}
          <SkuTable form={form} disabled={!canEdit} movedStock={movedStock} />
        </Section>

        <Section title={t('adminGoods.edit.description')}>
          <div className="grid grid-cols-2 gap-4">
            {(['content_zh', 'content_en'] as const).map((name) => {
              const label = t(name === 'content_zh' ? 'adminGoods.edit.contentZh' : 'adminGoods.edit.contentEn');
              return (
                <div key={name}>
                  <TextAreaField lang={name === 'content_zh' ? 'zh' : 'en'} rows={8} monospace {...form.field(name, label)} />
                  {canEdit ? <DescriptionPicture label={label} onInsert={(html) => form.setValue(name, `${form.getValues(name)}${html}`, { shouldDirty: true })} /> : null}
                </div>
              );
            })}
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
