// A message about the whole form (provider or API failure), announced as soon as it appears.
import type { ReactNode } from 'react';

export function FormAlert({
  children,
  tone = 'error',
  testId,
}: {
  children: ReactNode;
  tone?: 'error' | 'info' | 'success' | 'warning';
  testId?: string;
}) {
  // role=alert interrupts for errors; successes and infos are polite status messages.
  return (
    <div
      className={`form-alert form-alert--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
