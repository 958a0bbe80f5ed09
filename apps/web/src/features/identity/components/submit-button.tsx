// Submit button that shows a spinner and a "sending" text while its form is being sent; the form
// ignores submits while pending. Disabled until React owns a server-rendered page: a click (or Enter in a
// field) before that would send the form natively, password included, as a GET to the page's URL.
import { Spinner } from '#components/ui/spinner.tsx';
import { useHydrated } from '#lib/hydration.ts';

export function SubmitButton({
  pending,
  label,
  pendingLabel,
  testId,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  testId?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={!hydrated}
      // aria-disabled rather than disabled: focus stays on the button while the form is sent.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      data-testid={testId}
    >
      {pending ? <Spinner size="sm" /> : null}
      {pending ? pendingLabel : label}
    </button>
  );
}
