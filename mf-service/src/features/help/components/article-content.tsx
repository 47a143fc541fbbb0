import { SanitizedHtml } from '@shop/shared';
import { ARTICLE_PROSE } from '@/lib/article-prose';
import { useInSiteLinks } from '../hooks/use-in-site-links';

/** An article's content: sanitised again before it is shown, its links to the shop going through the router. */
export function ArticleContent({ html }: { html: string }) {
  const { withBase, onClick } = useInSiteLinks();
  return (
    // The handler only routes clicks of the links inside; the links themselves take the keyboard.
    <SanitizedHtml data-testid="help-content" onClick={onClick} className={`text-[15px] leading-7 text-slate-700 ${ARTICLE_PROSE}`} html={html} transform={withBase} />
  );
}
