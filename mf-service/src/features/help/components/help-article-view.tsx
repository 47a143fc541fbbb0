import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HelpArticle, HelpArticleLink } from '@shop/contract';
import { formatDate, helpArticlePath, LoadFailed, Skeleton } from '@shop/shared';
import { useHelpArticle } from '../api/get-help-article';
import { ArticleContent } from './article-content';
import { HelpFrame } from './help-frame';
import { HelpNotFound } from './help-not-found';

function ArticleSkeleton() {
  const { t } = useTranslation('service');
  return (
    <div role="status" aria-label={t('help.article.loading')} className="space-y-4 rounded-lg bg-white p-8">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-3 w-48" />
      {[0, 1, 2, 3, 4, 5].map((n) => (
        <Skeleton key={n} className={`h-4 ${n % 3 === 2 ? 'w-3/4' : 'w-full'}`} />
      ))}
    </div>
  );
}

function NeighbourLink({ link, direction }: { link: HelpArticleLink; direction: 'previous' | 'next' }) {
  const { t } = useTranslation('service');
  const next = direction === 'next';
  return (
    <Link
      to={helpArticlePath(link.id)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`group flex max-w-[48%] flex-col rounded-md border border-slate-200 px-4 py-3 hover:border-rose-300 ${next ? 'ml-auto items-end text-right' : 'items-start'}`}
    >
      <span className="text-xs text-slate-500">{next ? `${t('help.article.next')} ›` : `‹ ${t('help.article.previous')}`}</span>
      <span className="mt-0.5 text-sm font-medium text-slate-800 group-hover:text-rose-700">{link.title}</span>
    </Link>
  );
}

function ArticleBody({ article }: { article: HelpArticle }) {
  const { t } = useTranslation('service');
  const headingId = useId();
  const date = formatDate(article.updated_at);
  return (
    <article aria-labelledby={headingId} className="rounded-lg bg-white px-10 py-8">
      <h1 id={headingId} className="text-2xl font-semibold text-slate-900">
        {article.title}
      </h1>
      <p className="mt-2 flex gap-3 border-b border-slate-100 pb-4 text-xs text-slate-500">
        <span>{article.category.name}</span>
        <span aria-hidden="true">·</span>
        <span>{t('help.article.updated', { date })}</span>
      </p>
      <div className="mt-6">
        <ArticleContent html={article.content} />
      </div>
      {(article.previous || article.next) && (
        <nav aria-label={t('help.article.neighbours')} className="mt-10 flex gap-4 border-t border-slate-100 pt-6">
          {article.previous && <NeighbourLink link={article.previous} direction="previous" />}
          {article.next && <NeighbourLink link={article.next} direction="next" />}
        </nav>
      )}
    </article>
  );
}

/** /page/view?id=: one article, marked in the left column; a missing one says so in place. */
export function HelpArticleView({ id }: { id: number }) {
  const article = useHelpArticle(id);
  if (article.data === null) return <HelpNotFound />;
  const trail = article.data ? [{ label: article.data.category.name }, { label: article.data.title }] : [];
  return (
    <HelpFrame trail={trail} currentId={id}>
      {article.data ? <ArticleBody article={article.data} /> : article.isError ? <LoadFailed onRetry={() => void article.refetch()} /> : <ArticleSkeleton />}
    </HelpFrame>
  );
}
