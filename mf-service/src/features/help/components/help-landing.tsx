import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpCategory } from '@shop/contract';
import { LoadFailed, SERVICE_PATH, Skeleton, helpArticlePath } from '@shop/shared';
import { useHelpIndex } from '../api/get-help-index';
import { HelpFrame } from './help-frame';

/** Articles a card shows before "show more". */
const FIRST_ARTICLES = 4;

function CategoryCard({ category }: { category: HelpCategory }) {
  const { t } = useTranslation('service');
  const headingId = useId();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = category.articles.length - FIRST_ARTICLES;
  const shown = expanded ? category.articles : category.articles.slice(0, FIRST_ARTICLES);
  return (
    <section aria-labelledby={headingId} className="flex flex-col rounded-lg bg-white p-5">
      <h2 id={headingId} className="border-b border-slate-100 pb-3 text-base font-semibold text-slate-900">
        {category.name}
      </h2>
      <ul id={listId} className="mt-3 flex-1 space-y-2">
        {shown.map((article) => (
          <li key={article.id} className="flex gap-2 text-sm">
            <span aria-hidden="true" className="text-rose-400">
              ›
            </span>
            <Link to={helpArticlePath(article.id)} className="text-slate-700 hover:text-rose-700 hover:underline">
              {article.title}
            </Link>
          </li>
        ))}
      </ul>
      {hidden > 0 && (
        <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)} className="mt-3 self-start text-sm text-rose-700 hover:underline">
          {expanded ? t('help.landing.less') : t('help.landing.more', { count: hidden })}
        </button>
      )}
    </section>
  );
}

function ContactBox() {
  const { t } = useTranslation('service');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-4 flex items-center justify-between gap-6 rounded-lg border border-rose-100 bg-rose-50 px-6 py-5">
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('help.contact.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('help.contact.body')}</p>
      </div>
      <Link to={SERVICE_PATH} className="shrink-0 rounded-md bg-rose-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-rose-700">
        {t('help.contact.link')}
      </Link>
    </section>
  );
}

function LandingSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('help.landing.loading')} className="grid grid-cols-3 gap-4">
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <div key={n} className="space-y-3 rounded-lg bg-white p-5">
          <Skeleton className="h-5 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ))}
    </div>
  );
}

/** /page/view without an article or a search: the categories as cards with their first articles, and customer service. */
export function HelpLanding() {
  const { t } = useTranslation('service');
  const index = useHelpIndex();
  const categories = index.data?.list.filter((category) => category.articles.length > 0);
  return (
    <HelpFrame landing>
      {categories ? (
        categories.length > 0 ? (
          <div className="grid grid-cols-3 gap-4">
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </div>
        ) : (
          <p className="rounded-lg bg-white py-16 text-center text-sm text-slate-500">{t('help.landing.empty')}</p>
        )
      ) : index.isError ? (
        <LoadFailed onRetry={() => void index.refetch()} />
      ) : (
        <LandingSkeleton />
      )}
      <ContactBox />
    </HelpFrame>
  );
}
