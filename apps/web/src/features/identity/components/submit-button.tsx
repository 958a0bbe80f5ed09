// Submit button that shows a spinner and a "sending" text while its form is being sent; the form
// ignores submits while pending.
import { Spinner } from '#components/ui/spinner.tsx';

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
  return (
    <button
      type="submit"
      className="button button--primary button--block"
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
