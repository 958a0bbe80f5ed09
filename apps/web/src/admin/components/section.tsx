// A titled part of a console page: a <section> named by its h2 (aria-labelledby `${id}-heading`).
//
// Use: <Section id="link-opens" heading={t('authoring.links.opensHeading')}>...</Section>
import type { ReactNode } from 'react';

export function Section({
  id,
  heading,
  className = 'admin-section',
  testId,
  children,
}: {
  /** The heading's id is `${id}-heading`. */
  id: string;
  heading: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className} data-testid={testId}>
      <h2 id={`${id}-heading`} className="admin-subheading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
