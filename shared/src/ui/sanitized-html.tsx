import { useMemo, useRef, type HTMLAttributes } from 'react';
import { htmlToText } from '../utils/sanitize-html';
import { useSanitizedHtml } from '../utils/use-sanitized-html';
import { useRenderedOnServer } from './use-rendered-on-server';

type SanitizedHtmlProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string | null | undefined;
  /** Rewrites the sanitised markup before it is rendered (e.g. relative links onto the shop's base). */
  transform?: (clean: string) => string;
  'data-testid'?: string;
};

/**
 * Configured HTML (design blocks, product descriptions, help articles) rendered without scripts or
 * handlers. Until the sanitiser is loaded (when the block comes near the view) the block shows the
 * same words as plain text, so nothing is blank and nothing unsafe is ever rendered.
 */
export function SanitizedHtml({ html, transform, ...props }: SanitizedHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const clean = useSanitizedHtml(html, ref);
  const waiting = clean === null;
  // Markup the server rendered, already sanitised there, stays until the sanitiser arrives here,
  // rather than flashing as text.
  const fromServer = useRenderedOnServer();
  // Parsed once per HTML while the sanitiser is on its way, not again at every render of the page.
  const text = useMemo(() => (waiting && !fromServer ? htmlToText(html) : ''), [html, waiting, fromServer]);
  if (waiting && fromServer) {
    return <div ref={ref} {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  if (waiting) {
    return (
      <div ref={ref} {...props}>
        {text}
      </div>
    );
  }
  return <div ref={ref} {...props} dangerouslySetInnerHTML={{ __html: transform ? transform(clean) : clean }} />;
}
