import { useEffect, useMemo, useState, type RefObject } from 'react';
import { loadSanitizer, loadedSanitizer, type Sanitizer } from './sanitize-html';

/** How far below the view configured HTML starts loading the sanitiser. */
const NEAR_VIEW = '400px';

/**
 * Configured HTML made safe to render: `null` until the sanitiser is loaded, which happens when
 * `target` comes near the view (at once without a target, or where IntersectionObserver is missing).
 */
export function useSanitizedHtml(html: string | null | undefined, target?: RefObject<Element | null>): string | null {
  const [sanitize, setSanitize] = useState<Sanitizer | undefined>(loadedSanitizer);
  const wanted = Boolean(html) && !sanitize;

  useEffect(() => {
    if (!wanted) return;
    let active = true;
    const load = () => loadSanitizer().then((ready) => active && setSanitize(() => ready));
    const element = target?.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        active = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: NEAR_VIEW },
    );
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [wanted, target]);

  return useMemo(() => {
    if (!html) return '';
    return sanitize ? sanitize(html) : null;
  }, [html, sanitize]);
}
