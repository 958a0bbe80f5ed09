// The account-security sections of the profile (e-mail, password, sign out everywhere) share their frame:
// a titled section with a lead, and for the forms a footer with the form-wide error and the submit button.
import type { ReactNode } from 'react';
import { ApiError } from '#lib/api-client.ts';

export function AccountSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="account-section__title">
        {title}
      </h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

/** The form-wide error (when the server refused for no field's reason) and the submit button. */
export function AccountFormFooter({
  error,
  busy,
  label,
  busyLabel,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
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
      </p>
    </>
  );
}

/** What the server's refusal says: its status and the fields it named (none for a network failure). */
export function refusal(error: unknown): { status: number; fields: string[] } {
  return error instanceof ApiError
    ? { status: error.status, fields: error.errors.map((e) => e.path) }
    : { status: 0, fields: [] };
}
