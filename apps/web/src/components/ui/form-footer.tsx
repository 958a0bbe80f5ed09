// The end of a form: the form-wide error (a refusal that names no field, a network failure) announced as an
// alert, then the submit button, which says it is busy while the form is sent, and any other actions.
import type { ReactNode } from 'react';

export function FormFooter({
  error,
  busy,
  label,
  busyLabel,
  children,
}: {
  error: string | null | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  /** Actions beside the button (back, remove…). */
  children?: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="page__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? busyLabel : label}
        </button>
        {children}
      </p>
    </>
  );
}
