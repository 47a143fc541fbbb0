import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminCategorySaveBody, CATEGORY_SORT_MAX, type AdminCategorySaveBody, type AdminSubCategory } from '@shop/contract';
import { ApiError, Button, ModalDialog, TextField, toast } from '@shop/shared';
import { AdminImagePicker } from '@/components/admin-image-picker';
import { formErrorText, SERVER_ERROR } from '@/lib/form-error-text';
import { useSaveCategory } from '../api/change-category';

type CategoryFormValues = z.input<typeof adminCategorySaveBody>;

interface CategoryDialogProps {
  title: string;
  /** The category edited, or null for a new one under `parentId`. */
  category: AdminSubCategory | null;
  parentId: number | null;
  onClose: () => void;
}

const FIELDS = ['name_zh', 'name_en', 'sort', 'image', 'parent_id'];

/** Creates or edits a category in a modal: both names, sort and picture, checked with the contract's schema. */
export function CategoryDialog({ title, category, parentId, onClose }: CategoryDialogProps) {
  const { t } = useTranslation('catalog');
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues, unknown, AdminCategorySaveBody>({
    defaultValues: category
      ? { id: category.id, parent_id: category.parent_id, name_zh: category.name_zh, name_en: category.name_en, sort: category.sort, image: category.image }
      : { parent_id: parentId, name_zh: '', name_en: '', sort: 0, image: '' },
    resolver: zodResolver(adminCategorySaveBody),
    reValidateMode: 'onSubmit',
  });
  const error = (name: Path<CategoryFormValues>) => formErrorText(t, form.getFieldState(name, form.formState).error);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError && failure.field && FIELDS.includes(failure.field)) {
        form.setError(failure.field as Path<CategoryFormValues>, { type: SERVER_ERROR, message: failure.message }, { shouldFocus: true });
      } else if (failure instanceof ApiError && failure.message) toast.error(failure.message);
    }
  });

  return (
    <ModalDialog title={title} pending={save.isPending} onDismiss={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} className="min-h-0 overflow-y-auto px-6 py-5">
        <fieldset disabled={save.isPending}>
          <TextField label={t('adminGoods.category.nameZh')} maxLength={40} {...form.register('name_zh')} error={error('name_zh')} />
          <TextField label={t('adminGoods.category.nameEn')} maxLength={60} {...form.register('name_en')} error={error('name_en')} />
          <TextField label={t('adminGoods.category.sort')} type="number" min={0} max={CATEGORY_SORT_MAX} {...form.register('sort', { valueAsNumber: true })} error={error('sort')} />
          <Controller
            control={form.control}
            name="image"
            render={({ field, fieldState }) => (
              <AdminImagePicker label={t('adminGoods.category.image')} value={field.value ? [field.value] : []} onChange={(urls) => field.onChange(urls[0] ?? '')} max={1} error={formErrorText(t, fieldState.error)} />
            )}
          />
          {error('parent_id') ? (
            <p role="alert" className="mt-2 text-xs text-red-600">
              {error('parent_id')}
            </p>
          ) : null}
        </fieldset>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('adminGoods.category.cancel')}
          </Button>
          <Button type="submit" pending={save.isPending}>
            {t('adminGoods.category.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
