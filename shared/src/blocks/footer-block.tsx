import { useTranslation } from 'react-i18next';
import { FOOTER_MAX_COLUMNS, FOOTER_MAX_LINKS } from '../constants';
import type { FooterBlockValue } from '../types/design';
import { SanitizedHtml } from '../ui/sanitized-html';
import { LinkList } from './link-list';

/** Footer: up to 5 link columns (first item is the title, then up to 14 links), a link row, copyright HTML. */
export function FooterBlock({ value }: { value?: FooterBlockValue }) {
  const { t } = useTranslation('common');
  const columns = (value?.data ?? []).slice(0, FOOTER_MAX_COLUMNS);
  return (
    <footer data-block="footer" aria-label={t('footer.label')} className="mt-10 border-t border-slate-200 bg-white text-sm text-slate-600">
      {columns.length > 0 && (
        <div className="mx-auto grid w-[1200px] gap-6 py-8" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}>
          {columns.map((column, index) => {
            const [heading, ...links] = column;
            return (
              <div key={`${heading?.title}-${index}`}>
                <h2 className="mb-3 text-[15px] font-semibold text-slate-800">{heading?.title}</h2>
                <LinkList items={links.slice(0, FOOTER_MAX_LINKS)} className="space-y-2" />
              </div>
            );
          })}
        </div>
      )}
      {(value?.links?.length ?? 0) > 0 && (
        <LinkList items={value?.links ?? []} className="mx-auto flex w-[1200px] flex-wrap justify-center gap-x-6 gap-y-2 border-t border-slate-100 py-4" />
      )}
      {value?.copyright && (
        <SanitizedHtml
          data-testid="footer-copyright"
          className="mx-auto w-[1200px] pb-6 text-center text-xs leading-6 text-slate-600 [&_a]:underline"
          html={value.copyright}
        />
      )}
      <p className="mx-auto w-[1200px] pb-6 text-center text-xs text-slate-500">{t('footer.chinaTime')}</p>
    </footer>
  );
}
