import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { helpArticleSaveBody, type AdminHelpArticle, type AdminHelpCategory, type HelpArticleSaveBody } from '@shop/contract';
import { SelectField, useContractForm } from '@shop/forms';
import { Button, helpArticlePath, ModalDialog, TextField } from '@shop/shared';
import { useSaveHelpArticle } from '../api/save-help-article';
import { useBilingual } from '../hooks/use-bilingual';
import { articleFormValues, HELP_LANGUAGES, type HelpLanguage } from '../lib/article-form-values';
import { typedNumber } from '../lib/typed-number';
import { ArticlePreview } from './article-preview';

const TITLE_MAX: Record<HelpLanguage, number> = { zh: 80, en: 120 };

interface ArticleEditorProps {
  article?: AdminHelpArticle;
  categories: AdminHelpCategory[];
  /** The category a new article goes in unless another is chosen. */
  categoryId: number | null;
  onClose: () => void;
}

/**
 * An article's titles, category, order, published flag and content in both languages: the HTML
 * typed beside a live preview of it as sanitised. Once saved, the editor stays open on the stored
 * article (its content as the server kept it) with a link to it in the help centre, and its × closes it.
 */
export function ArticleEditor({ article, categories, categoryId, onClose }: ArticleEditorProps) {
  const { t } = useTranslation('service');
  const ids = useId();
  const name = useBilingual();
  const save = useSaveHelpArticle();
  const [stored, setStored] = useState(article);
  const [savedNow, setSavedNow] = useState(false);
  const [language, setLanguage] = useState<HelpLanguage>('zh');
  const invalid = t('adminHelp.problems.invalid');
  const form = useContractForm<HelpArticleSaveBody>(helpArticleSaveBody, articleFormValues(article, categoryId), {
    says: { required: t('adminHelp.problems.required'), wrong: invalid, tooShort: invalid, tooLong: invalid },
    rules: { help_content_too_long: t('adminHelp.problems.help_content_too_long') },
    failed: t('adminHelp.errors.actionFailed'),
  });
  const content = useWatch({ control: form.control, name: `${language}.content` }) ?? '';
  const chooseCategory = t('adminHelp.problems.chooseCategory');

  const submit = form.submit(async (values) => {
    const { data } = await save.mutateAsync({ ...values, ...(stored ? { id: stored.id } : {}) });
    setStored(data);
    setSavedNow(true);
    form.reset(articleFormValues(data, null));
  });

  const languageName = (code: HelpLanguage) => t(`adminHelp.editor.language.${code}`);
  return (
    <ModalDialog
      title={t(stored ? 'adminHelp.editor.editTitle' : 'adminHelp.editor.newTitle')}
      width="w-[1100px] max-w-full"
      pending={save.isPending}
      onDismiss={onClose}
      closeLabel={t('adminHelp.editor.close')}
      initialFocus="input, select, textarea"
    >
      <form noValidate onSubmit={(event) => void submit(event)} onChange={() => setSavedNow(false)} className="min-h-0 overflow-y-auto px-5 py-4">
        <div className="grid grid-cols-2 gap-x-4">
          {HELP_LANGUAGES.map((code) => (
            <TextField
              key={code}
              {...form.field(`${code}.title`, t(code === 'zh' ? 'adminHelp.editor.titleZh' : 'adminHelp.editor.titleEn'), {
                says: { tooLong: t('adminHelp.problems.tooLong', { max: TITLE_MAX[code] }) },
              })}
            />
          ))}
        </div>
        <div className="grid grid-cols-[1fr_10rem_auto] items-start gap-x-4">
          <SelectField {...form.field('category_id', t('adminHelp.editor.category'), { says: { required: chooseCategory, wrong: chooseCategory }, setValueAs: Number })}>
            <option value={0}>{t('adminHelp.editor.chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {name(category.name)}
              </option>
            ))}
          </SelectField>
          <TextField type="number" min={0} {...form.field('sort', t('adminHelp.editor.sort'), { setValueAs: typedNumber })} />
          <label className="mt-7 flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-rose-600" {...form.register('published')} />
            {t('adminHelp.editor.published')}
          </label>
        </div>
        <div role="tablist" aria-label={t('adminHelp.editor.languages')} className="mb-2 flex gap-1">
          {HELP_LANGUAGES.map((code) => (
            <button
              key={code}
              id={`${ids}-${code}-tab`}
              type="button"
              role="tab"
              aria-selected={language === code}
              aria-controls={`${ids}-${code}-panel`}
              onClick={() => setLanguage(code)}
              className={`rounded-full px-4 py-1 text-sm ${language === code ? 'bg-rose-600 font-medium text-white' : 'text-slate-600 hover:bg-rose-50 hover:text-rose-700'}`}
            >
              {languageName(code)}
            </button>
          ))}
        </div>
        <div className="grid h-[22rem] grid-cols-2 gap-4">
          {HELP_LANGUAGES.map((code) => {
            const label = t('adminHelp.editor.content', { language: languageName(code) });
            const contentProblem = form.message(`${code}.content`, label);
            return (
              <div key={code} id={`${ids}-${code}-panel`} role="tabpanel" aria-labelledby={`${ids}-${code}-tab`} className={`min-h-0 flex-col ${language === code ? 'flex' : 'hidden'}`}>
                <label htmlFor={`${ids}-${code}-content`} className="mb-1 text-sm text-slate-600">
                  {label}
                </label>
                <textarea
                  id={`${ids}-${code}-content`}
                  spellCheck={false}
                  aria-invalid={Boolean(contentProblem) || undefined}
                  aria-describedby={`${ids}-${code}-content-hint`}
                  className={`min-h-0 flex-1 resize-none rounded-md border p-3 font-mono text-xs leading-5 ${contentProblem ? 'border-red-500' : 'border-slate-300'}`}
                  {...form.register(`${code}.content`, { onChange: () => form.clearErrors(`${code}.content`) })}
                />
                <p id={`${ids}-${code}-content-hint`} role={contentProblem ? 'alert' : undefined} className={`mt-1 text-xs ${contentProblem ? 'text-red-600' : 'text-slate-500'}`}>
                  {contentProblem ?? t('adminHelp.editor.contentHint')}
                </p>
              </div>
            );
          })}
          <ArticlePreview html={content} label={t('adminHelp.editor.preview')} />
        </div>
        <div className="mt-4 flex items-center justify-end gap-3">
          {savedNow && stored && (
            <p role="status" className="mr-auto text-sm text-emerald-700">
              {t('adminHelp.editor.saved')}{' '}
              {stored.published && (
                <Link to={helpArticlePath(stored.id)} target="_blank" rel="noopener" className="text-rose-600 underline">
                  {t('adminHelp.editor.open')}
                </Link>
              )}
            </p>
          )}
          <Button type="submit" pending={save.isPending} className="w-28">
            {t('adminHelp.editor.save')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
