import { useTranslation } from 'react-i18next';
import { useRelatedSearches } from '../api/get-related-searches';
import { KeywordLinks } from './keyword-links';

/**
 * "Related searches" for a keyword: what other shoppers who searched it searched and bought with;
 * nothing while there is nothing to say. `hrefFor` keeps the page's own URL shape (a list's
 * keywords, a search's q).
 */
export function RelatedSearches({ q, hrefFor }: { q: string; hrefFor?: (keyword: string) => string }) {
  const { t } = useTranslation('catalog');
  const related = useRelatedSearches(q, q !== '');
  const keywords = related.data ?? [];
  if (keywords.length === 0) return null;
  return (
    <div className="mb-4 rounded-lg bg-white px-4 py-3">
      <KeywordLinks title={t('related.title')} keywords={keywords} hrefFor={hrefFor} />
    </div>
  );
}
