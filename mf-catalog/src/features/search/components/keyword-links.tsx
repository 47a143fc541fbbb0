import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { searchPath } from '@shop/shared';

interface KeywordLinksProps {
  title: string;
  keywords: string[];
  /** Beside the title, e.g. a "Clear" button. */
  action?: ReactNode;
  tone?: 'hot' | 'plain';
  /** Where a keyword leads; its search by default. */
  hrefFor?: (keyword: string) => string;
}

/** A labelled row of keywords, each a link to its search. */
export function KeywordLinks({ title, keywords, action, tone = 'plain', hrefFor = searchPath }: KeywordLinksProps) {
  if (keywords.length === 0) return null;
  return (
    <nav aria-label={title} className="flex items-center gap-3 text-sm">
      <span className="shrink-0 text-slate-500">{title}</span>
      <ul className="flex flex-wrap gap-2">
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link
              to={hrefFor(keyword)}
              className={`inline-block rounded-full px-3 py-0.5 transition-colors ${tone === 'hot' ? 'bg-rose-50 text-rose-700 hover:bg-rose-700 hover:text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200 hover:text-rose-600'}`}
            >
              {keyword}
            </Link>
          </li>
        ))}
      </ul>
      {action}
    </nav>
  );
}
