import { useTranslation } from 'react-i18next';
import { htmlToText, useSanitizedHtml } from '@shop/shared';
import { ARTICLE_PROSE } from '@/lib/article-prose';

/**
 * The content as the help centre draws it, sanitised in the browser as it is typed (the server
 * sanitises again when it is saved; the saved text then replaces what was typed).
 */
export function ArticlePreview({ html, label }: { html: string; label: string }) {
  const { t } = useTranslation('service');
  // Until the sanitiser has loaded (a moment, once) the preview shows the words as plain text.
  const clean = useSanitizedHtml(html);
  return (
    <section aria-label={label} className="h-full overflow-y-auto rounded border border-slate-200 bg-white p-4">
      {clean === null ? (
        <p data-testid="article-preview" className="text-sm leading-6 text-slate-700">
          {htmlToText(html)}
        </p>
      ) : clean.trim() ? (
        <div data-testid="article-preview" className={`text-sm leading-6 text-slate-700 ${ARTICLE_PROSE}`} dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className="text-sm text-slate-500">{t('adminHelp.editor.previewEmpty')}</p>
      )}
    </section>
  );
}
