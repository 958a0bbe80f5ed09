// A button whose action takes a while (loading the next page, starting an exam): while it runs, the button
// is disabled, so the action is not asked for twice, and its text says what is happening.
import { ActionButton } from './action.tsx';

export function BusyButton({
  kind,
  testId,
  busy,
  label,
  busyLabel,
  onClick,
}: {
  kind: 'primary' | 'secondary';
  testId?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
}) {
  return (
    <ActionButton kind={kind} testId={testId} disabled={busy} onClick={onClick}>
      {busy ? busyLabel : label}
    </ActionButton>
  );
}
