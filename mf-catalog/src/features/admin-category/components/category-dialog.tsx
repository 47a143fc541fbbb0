import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminCategorySaveBody, CATEGORY_SORT_MAX, type AdminCategorySaveBody, type AdminSubCategory } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { AdminImagePicker } from '@/components/admin-image-picker';
import { useAdminFormWords } from '@/hooks/use-admin-form-words';
import { useSaveCategory } from '../api/change-category';

interface CategoryDialogProps {
  title: string;
  /** The category edited, or null for a new one under `parentId`. */
  category: AdminSubCategory | null;
  parentId: number | null;
  onClose: () => void;
}

/** An emptied sort is missing (not 0): the operator is told so rather than the category moving first. */
const sortNumber = (text: string) => (text === '' ? null : Number(text));

/** Creates or edits a category in a modal: both names, sort, picture and whether the shop hides it, checked with the contract's schema. */
export function CategoryDialog({ title, category, parentId, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('catalog');
  const save = useSaveCategory();
  // The category's id is sent with the values, not edited: a refusal naming it is toasted.
  const form = useContractForm<AdminCategorySaveBody>(
    adminCategorySaveBody,
    category
      ? { parent_id: category.parent_id, name_zh: category.name_zh, name_en: category.name_en, sort: category.sort, image: category.image, hidden: category.hidden }
      : { parent_id: parentId, name_zh: '', name_en: '', sort: 0, image: '', hidden: false },
    useAdminFormWords(),
  );
  const submit = form.submit(async (values) => {
    await save.mutateAsync(category ? { ...values, id: category.id } : values);
    onClose();
  });
  const imageLabel = t('adminGoods.category.image');
  const hiddenHintId = useId();
  const parentError = form.message('parent_id', t('adminGoods.category.parent'));

  return (
    <FormDialog title={title} pending={save.isPending} onSubmit={(event) => void submit(event)} onDismiss={onClose}>
      <fieldset disabled={save.isPending}>
        <TextField maxLength={40} {...form.field('name_zh', t('adminGoods.category.nameZh'))} />
        <TextField maxLength={60} {...form.field('name_en', t('adminGoods.category.nameEn'))} />
        <TextField type="number" min={0} max={CATEGORY_SORT_MAX} {...form.field('sort', t('adminGoods.category.sort'), { setValueAs: sortNumber })} />
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <AdminImagePicker
              label={imageLabel}
              value={field.value ? [field.value] : []}
              onChange={(urls) => {
                field.onChange(urls[0] ?? '');
                form.clearErrors('image');
              }}
              max={1}
              library
              error={form.message('image', imageLabel)}
            />
          )}
        />
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 accent-rose-600" aria-describedby={hiddenHintId} {...form.register('hidden')} />
          {t('adminGoods.category.hidden')}
        </label>
        <p id={hiddenHintId} className="mt-1 pl-6 text-xs text-slate-500">
          {t('adminGoods.category.hiddenHint')}
        </p>
        {parentError ? (
          <p role="alert" className="mt-2 text-xs text-red-600">
            {parentError}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
