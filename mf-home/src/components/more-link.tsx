import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SmartLink, type DesignLink } from '@shop/shared';

interface MoreLinkProps {
  link?: DesignLink;
  /** What the link leads to more of, so each 'more' link has its own accessible name. */
  subject?: string;
  label?: string;
  style?: CSSProperties;
}

/** The 'more ›' link at the right of a block heading. */
export function MoreLink({ link, subject, label, style }: MoreLinkProps) {
  const { t } = useTranslation('home');
  const text = label || t('more');
  return (
    <SmartLink
      link={link}
      aria-label={subject ? t('moreAbout', { more: text, title: subject }) : text}
      className="inline-flex items-center gap-0.5 text-sm text-slate-600 underline-offset-2 transition-colors hover:text-rose-700 hover:underline"
      style={style}
    >
      {text}
      <span aria-hidden="true">›</span>
    </SmartLink>
  );
}
