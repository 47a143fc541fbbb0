import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DesignLink } from '../types/design';

/** type 2 is an external URL opened in a new tab (spec section 2). */
export function isExternalLink(link?: DesignLink | null): boolean {
  return Number(link?.params?.type) === 2;
}

interface SmartLinkProps {
  link?: DesignLink | null;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  title?: string;
}

/** A design link: an internal path through the router, or an external URL in a new tab. */
export function SmartLink({ link, children, ...rest }: SmartLinkProps) {
  const path = link?.path || '';
  if (isExternalLink(link)) {
    return (
      <a href={path} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  if (!path) return <span {...rest}>{children}</span>;
  return (
    <Link to={path.startsWith('/') ? path : `/${path}`} {...rest}>
      {children}
    </Link>
  );
}
