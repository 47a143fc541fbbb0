import { useCallback, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

/** A link of an article to a path of the shop ("/service/online"), not to another site ("//…", "https:…"). */
const IN_SITE_HREF = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/g;

/**
 * Articles link to the shop by its paths, as the layout's links do. The site lives under the
 * shell's base path, so the links get it in front (a new tab opens the right page), and a plain
 * click goes through the router instead of reloading the shop.
 */
export function useInSiteLinks() {
  const navigate = useNavigate();
  const base = useHref('/').replace(/\/$/, '');
  const withBase = useCallback((html: string) => html.replace(IN_SITE_HREF, (_, start: string, path: string) => `${start}${base}${path}"`), [base]);
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element).closest('a');
      const href = link?.getAttribute('href') ?? '';
      if (!href.startsWith(`${base}/`) || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href.slice(base.length));
    },
    [base, navigate],
  );
  return { withBase, onClick };
}
