import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, Skeleton, SERVICE_PATH, helpArticlePath } from '@shop/shared';
import type { HelpCategory } from '@shop/contract';
import { useHelpIndex } from '../api/get-help-index';

function CategoryLinks({ category, currentId }: { category: HelpCategory; currentId?: number }) {
  const { t } = useTranslation('service');
  const labelId = useId();
  return (
    <li className="border-b border-slate-100 px-4 py-3 last:border-b-0">
      <p id={labelId} className="mb-1.5 text-sm font-semibold text-slate-800">
        {category.name}
      </p>
      {category.articles.length === 0 ? (
        <p className="text-xs text-slate-500">{t('help.nav.empty')}</p>
      ) : (
        <ul aria-labelledby={labelId} className="space-y-0.5">
          {category.articles.map((article) => {
            const current = article.id === currentId;
            return (
              <li key={article.id}>
                <Link
                  to={helpArticlePath(article.id)}
                  aria-current={current ? 'page' : undefined}
                  className={`block rounded px-2 py-1 text-sm ${current ? 'bg-rose-50 font-medium text-rose-700' : 'text-slate-600 hover:bg-slate-50 hover:text-rose-700'}`}
                >
                  {article.title}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** The left column: every category with its articles, the one shown marked; and the way to customer service. */
export function HelpSidebar({ currentId }: { currentId?: number }) {
  const { t } = useTranslation('service');
  const index = useHelpIndex();
  return (
    <div className="w-[240px] shrink-0 space-y-4">
      <nav aria-label={t('help.nav.label')} className="rounded-lg bg-white">
        {index.data ? (
          <ul>
            {index.data.list.map((category) => (
              <CategoryLinks key={category.id} category={category} currentId={currentId} />
            ))}
          </ul>
        ) : index.isError ? (
          <LoadFailed onRetry={() => void index.refetch()} className="py-6" />
        ) : (
          <div role="status" aria-label={t('help.nav.loading')} className="space-y-3 p-4">
            {[0, 1, 2, 3].map((n) => (
              <div key={n} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-3 w-40" />
                <Skeleton className="h-3 w-32" />
              </div>
            ))}
          </div>
        )}
      </nav>
      <Link to={SERVICE_PATH} className="flex items-center justify-center gap-2 rounded-lg border border-rose-200 bg-white px-4 py-3 text-sm font-medium text-rose-700 hover:bg-rose-50">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
        </svg>
        {t('help.contact.link')}
      </Link>
    </div>
  );
}
