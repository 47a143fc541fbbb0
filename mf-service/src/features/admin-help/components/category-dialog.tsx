import { useTranslation } from 'react-i18next';
import { helpCategorySaveBody, type AdminHelpCategory, type HelpCategorySaveBody } from '@shop/contract';
import { FormDialog, useContractForm } from '@shop/forms';
import { TextField } from '@shop/shared';
import { useSaveHelpCategory } from '../api/save-help-category';
import { typedNumber } from '../lib/typed-number';

/** Creates a category (no `category`) or renames one: both names and its place among the others. */
export function CategoryDialog({ category, onClose }: { category?: AdminHelpCategory; onClose: () => void }) {
  const { t } = useTranslation('service');
  const save = useSaveHelpCategory();
  const invalid = t('adminHelp.problems.invalid');
  const form = useContractForm<HelpCategorySaveBody>(
    helpCategorySaveBody,
    { name: category?.name ?? { zh: '', en: '' }, sort: category?.sort ?? 0 },
    { says: { required: t('adminHelp.problems.required'), wrong: invalid, tooShort: invalid, tooLong: invalid }, failed: t('adminHelp.errors.actionFailed') },
  );
  const submit = form.submit(async (values) => {
    await save.mutateAsync({ ...values, ...(category ? { id: category.id } : {}) });
    onClose();
  });
  const tooLong = (max: number) => ({ says: { tooLong: t('adminHelp.problems.tooLong', { max }) } });

  return (
    <FormDialog
      title={t(category ? 'adminHelp.categories.editTitle' : 'adminHelp.categories.newTitle')}
      width="w-[420px]"
      pending={save.isPending}
      onSubmit={(event) => void submit(event)}
      onDismiss={onClose}
    >
      <TextField {...form.field('name.zh', t('adminHelp.categories.nameZh'), tooLong(40))} />
      <TextField {...form.field('name.en', t('adminHelp.categories.nameEn'), tooLong(60))} />
      <TextField type="number" min={0} {...form.field('sort', t('adminHelp.editor.sort'), { setValueAs: typedNumber })} />
    </FormDialog>
  );
}
