import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { helpCategorySaveBody, type AdminHelpCategory, type HelpCategorySaveBody } from '@shop/contract';
import { Button, TextField } from '@shop/shared';
import { useSaveHelpCategory } from '../api/save-help-category';
import { useFieldWords } from '../hooks/use-field-words';
import { showRefusal } from '../lib/show-refusal';
import { ModalPanel } from './modal-panel';

type Values = z.input<typeof helpCategorySaveBody>;
const FIELDS = ['name.zh', 'name.en', 'sort'] as const;

/** Creates a category (no `category`) or renames one: both names and its place among the others. */
export function CategoryDialog({ category, onClose }: { category?: AdminHelpCategory; onClose: () => void }) {
  const { t } = useTranslation('service');
  const save = useSaveHelpCategory();
  const words = useFieldWords();
  const form = useForm<Values, unknown, HelpCategorySaveBody>({
    resolver: zodResolver(helpCategorySaveBody),
    reValidateMode: 'onSubmit',
    defaultValues: { name: category?.name ?? { zh: '', en: '' }, sort: category?.sort ?? 0 },
  });
  const problem = (name: (typeof FIELDS)[number], max?: number) => words(form.getFieldState(name, form.formState).error, form.getValues(name), max);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, ...(category ? { id: category.id } : {}) });
      onClose();
    } catch (error) {
      showRefusal(error, FIELDS, form.setError, t('adminHelp.errors.actionFailed'));
    }
  });

  return (
    <ModalPanel title={t(category ? 'adminHelp.categories.editTitle' : 'adminHelp.categories.newTitle')} width="w-[420px]" pending={save.isPending} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField label={t('adminHelp.categories.nameZh')} {...form.register('name.zh')} error={problem('name.zh', 40)} />
        <TextField label={t('adminHelp.categories.nameEn')} {...form.register('name.en')} error={problem('name.en', 60)} />
        <TextField label={t('adminHelp.editor.sort')} type="number" min={0} {...form.register('sort', { valueAsNumber: true })} error={problem('sort')} />
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('adminHelp.editor.cancel')}
          </Button>
          <Button type="submit" pending={save.isPending}>
            {t('adminHelp.editor.save')}
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
