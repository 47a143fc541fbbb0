import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { EMPTY_IMAGE } from './empty-image';
import { useRenderedOnServer } from './use-rendered-on-server';

interface LazyImageProps {
  src?: string | null;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Load at once (above the fold on a desktop screen, e.g. the first row of products). */
  eager?: boolean;
  /** The page's likely largest paint: loaded at once and ahead of the other pictures. */
  priority?: boolean;
}

/**
 * An image that shows a placeholder until it scrolls into view, and the empty picture on error. A page
 * the server rendered holds the image itself, loaded lazily by the browser: it paints with the HTML.
 */
export function LazyImage({ src, alt, className = '', style, eager = false, priority = false }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const atOnce = eager || priority;
  const fromServer = useRenderedOnServer();
  const [visible, setVisible] = useState(atOnce || fromServer);
  // The picture that failed to load; a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = Boolean(src) && failedSrc === src;

  useEffect(() => {
    if (visible) return;
    const element = holder.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) {
    // A decorative picture (empty alt) stays out of the accessibility tree until and after it loads.
    const described = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <span ref={holder} {...described} className={`block bg-slate-100 ${className}`} style={style} />;
  }
  return (
    <img
      src={!src || failed ? EMPTY_IMAGE : src}
      alt={alt}
      className={className}
      style={style}
      loading={atOnce ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailedSrc(src ?? null)}
    />
  );
}
