import { useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch, type FieldError, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HELP_CONTENT_MAX_LENGTH, helpArticleSaveBody, type AdminHelpArticle, type AdminHelpCategory, type HelpArticleSaveBody } from '@shop/contract';
import { Button, helpArticlePath, TextField } from '@shop/shared';
import { useSaveHelpArticle } from '../api/save-help-article';
import { useBilingual } from '../hooks/use-bilingual';
import { useFieldWords } from '../hooks/use-field-words';
import { articleFormValues, HELP_LANGUAGES, type ArticleFormValues, type HelpLanguage } from '../lib/article-form-values';
import { showRefusal } from '../lib/show-refusal';
import { ArticlePreview } from './article-preview';
import { ModalPanel } from './modal-panel';

const FIELDS = ['category_id', 'zh.title', 'zh.content', 'en.title', 'en.content', 'sort', 'published'] as const;
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
 * typed beside a live preview of it as sanitised. Once saved, the editor shows the stored article
 * (its content as the server kept it) and a link to it in the help centre.
 */
export function ArticleEditor({ article, categories, categoryId, onClose }: ArticleEditorProps) {
  const { t } = useTranslation('service');
  const ids = useId();
  const name = useBilingual();
  const save = useSaveHelpArticle();
  const words = useFieldWords();
  const [stored, setStored] = useState(article);
  const [savedNow, setSavedNow] = useState(false);
  const [language, setLanguage] = useState<HelpLanguage>('zh');
  const form = useForm<ArticleFormValues, unknown, HelpArticleSaveBody>({
    resolver: zodResolver(helpArticleSaveBody),
    reValidateMode: 'onSubmit',
    defaultValues: articleFormValues(article, categoryId),
  });
  const content = useWatch({ control: form.control, name: `${language}.content` }) ?? '';
  const problem = (field: FieldPath<ArticleFormValues>, max?: number) => words(form.getFieldState(field, form.formState).error as FieldError | undefined, form.getValues(field), max);
  const categoryProblem = form.formState.errors.category_id && (form.formState.errors.category_id.type === 'server' ? form.formState.errors.category_id.message : t('adminHelp.problems.chooseCategory'));

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save.mutateAsync({ ...values, ...(stored ? { id: stored.id } : {}) });
      setStored(data);
      setSavedNow(true);
      form.reset(articleFormValues(data, null));
    } catch (error) {
      showRefusal(error, FIELDS, form.setError, t('adminHelp.errors.actionFailed'));
    }
  });

  const languageName = (code: HelpLanguage) => t(`adminHelp.editor.language.${code}`);
  return (
    <ModalPanel title={t(stored ? 'adminHelp.editor.editTitle' : 'adminHelp.editor.newTitle')} width="w-[1100px] max-w-full" pending={save.isPending} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)} onChange={() => setSavedNow(false)}>
        <div className="grid grid-cols-2 gap-x-4">
          {HELP_LANGUAGES.map((code) => (
            <TextField key={code} label={t(code === 'zh' ? 'adminHelp.editor.titleZh' : 'adminHelp.editor.titleEn')} {...form.register(`${code}.title`)} error={problem(`${code}.title`, TITLE_MAX[code])} />
          ))}
        </div>
        <div className="grid grid-cols-[1fr_10rem_auto] items-start gap-x-4">
          <div>
            <label htmlFor={`${ids}-category`} className="mb-1 block text-sm text-slate-600">
              {t('adminHelp.editor.category')}
            </label>
            <select
              id={`${ids}-category`}
              aria-invalid={Boolean(categoryProblem) || undefined}
              aria-describedby={`${ids}-category-error`}
              className={`h-10 w-full rounded-md border bg-white px-2 text-sm ${categoryProblem ? 'border-red-500' : 'border-slate-300'}`}
              {...form.register('category_id', { valueAsNumber: true })}
            >
              <option value={0}>{t('adminHelp.editor.chooseCategory')}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {name(category.name)}
                </option>
              ))}
            </select>
            <p id={`${ids}-category-error`} role={categoryProblem ? 'alert' : undefined} className="mt-1 min-h-5 text-xs text-red-600">
              {categoryProblem ?? ''}
            </p>
          </div>
          <TextField label={t('adminHelp.editor.sort')} type="number" min={0} {...form.register('sort', { valueAsNumber: true })} error={problem('sort')} />
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
            const contentProblem = problem(`${code}.content`, HELP_CONTENT_MAX_LENGTH);
            return (
              <div key={code} id={`${ids}-${code}-panel`} role="tabpanel" aria-labelledby={`${ids}-${code}-tab`} className={`min-h-0 flex-col ${language === code ? 'flex' : 'hidden'}`}>
                <label htmlFor={`${ids}-${code}-content`} className="mb-1 text-sm text-slate-600">
                  {t('adminHelp.editor.content', { language: languageName(code) })}
                </label>
                <textarea
                  id={`${ids}-${code}-content`}
                  spellCheck={false}
                  aria-invalid={Boolean(contentProblem) || undefined}
                  aria-describedby={`${ids}-${code}-content-hint`}
                  className={`min-h-0 flex-1 resize-none rounded-md border p-3 font-mono text-xs leading-5 ${contentProblem ? 'border-red-500' : 'border-slate-300'}`}
                  {...form.register(`${code}.content`)}
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
    </ModalPanel>
  );
}
