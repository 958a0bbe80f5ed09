// The account-security sections of the profile (e-mail, password, sign out everywhere) share their frame:
// a titled section with a lead; their forms place the server's refusal next to the field it names.
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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

/** What the server's refusal says: its status and the fields it named (none for a network failure). */
export function refusal(error: unknown): { status: number; fields: string[] } {
  return error instanceof ApiError
    ? { status: error.status, fields: error.errors.map((e) => e.path) }
    : { status: 0, fields: [] };
}

/**
 * Shows a refusal where the user looks: next to the first field of `messages` the server named (focused;
 * a message may depend on the status), otherwise above the button with `fallback`.
 */
export function placeRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  messages: Partial<Record<Path<T>, string | ((status: number) => string)>>,
  fallback: string,
): void {
  const { status, fields } = refusal(error);
  for (const [field, message] of Object.entries(messages) as [Path<T>, string | ((s: number) => string)][]) {
    if (!fields.includes(field)) continue;
    const text = typeof message === 'function' ? message(status) : message;
    setError(field, { type: 'server', message: text }, { shouldFocus: true });
    return;
  }
  setError('root' as Path<T>, { type: 'server', message: fallback });
}
