// The end state of a flow (registered, e-mail verified, password changed...): heading focused, then links.
import { type ReactNode, useEffect, useRef } from 'react';

export function ResultPanel({
  heading,
  children,
  testId,
}: {
  heading: string;
  children: ReactNode;
  testId?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: move focus to the new heading so the result is read out.
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      className="identity-result"
      aria-labelledby={`${testId ?? 'result'}-heading`}
      data-testid={testId}
    >
      <h1 ref={ref} id={`${testId ?? 'result'}-heading`} className="page__title" tabIndex={-1}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
