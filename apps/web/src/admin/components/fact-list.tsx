// A record's facts as a description list: one row a fact (label, value), then any rows the page
// writes itself (a link, a list) as children.
//
// Use: <FactList facts={[[t('staff.email'), data.email]]} testId="staff-facts" />
import type { ReactNode } from 'react';

export function FactList({
  facts,
  testId,
  children,
}: {
  facts: readonly (readonly [label: string, value: ReactNode])[];
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <dl className="admin-facts" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
