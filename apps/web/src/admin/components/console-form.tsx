// A console form: its fields stacked (or, `inline`, in one responsive row), sent without the browser's
// own validation (the form's zod schema speaks, next to each field), the default submit already
// prevented.
//
// Use: <ConsoleForm onSubmit={form.handleSubmit((values) => save.mutate(values))}>...fields, button...</ConsoleForm>
//      <ConsoleForm inline label={t('...')} onSubmit={() => publish.mutate()}>...</ConsoleForm>
import type { FormEvent, ReactNode } from 'react';

export function ConsoleForm({
  onSubmit,
  inline = false,
  label,
  labelledBy,
  validate = false,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  inline?: boolean;
  /** The form's accessible name, when it needs one. */
  label?: string;
  /** Or the id of what names it. */
  labelledBy?: string;
  /** Keep the browser's validation (a search field's minimum length). */
  validate?: boolean;
  children: ReactNode;
}) {
  return (
    <form
      className={inline ? 'admin-form admin-form--inline' : 'admin-form'}
      noValidate={!validate}
      aria-label={label}
      aria-labelledby={labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
    >
      {children}
    </form>
  );
}
