import type { SiteSettings } from '../types/design';

/** Spec section 2: the page title, a dash, the site title with whitespace removed. */
export function pageTitle(translatedTitle: string | undefined, settings: Pick<SiteSettings, 'title' | 'ctitle'> | null, isHome = false): string {
  const title = settings?.title ?? '';
  if (isHome) return [settings?.ctitle, title].filter(Boolean).join('-');
  const site = title.replace(/\s+/g, '');
  return [translatedTitle, site].filter(Boolean).join('-');
}

export function setMetaContent(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}
