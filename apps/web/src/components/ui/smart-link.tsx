// One link component for both the portal's routes and external pages, with the new-tab rules in one place.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VisuallyHidden } from './visually-hidden.tsx';

interface SmartLinkProps {
  /** Internal route; wins over `href` when both are set. */
  to?: string | null;
  href?: string | null;
  openInNewTab?: boolean;
  className?: string;
  children: ReactNode;
}

export function SmartLink({ to, href, openInNewTab = false, className, children }: SmartLinkProps) {
  const { t } = useTranslation();
  if (to) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (!href) return null;
  if (!openInNewTab) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {t('common.opensInNewTab')}</VisuallyHidden>
    </a>
  );
}
