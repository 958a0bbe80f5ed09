// The form of every identity screen: named by the screen's heading, deaf to submits while one is being
// sent, and ending with the submit button that shows the sending state.
import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';

interface IdentityFormProps {
  /** Id of the heading that names the form. */
  labelledBy: string;
  testId: string;
  pending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submit: { label: string; pendingLabel: string; testId: string };
  children: ReactNode;
}

export function IdentityForm({ labelledBy, testId, pending, onSubmit, submit, children }: IdentityFormProps) {
  return (
    <form
      className="identity-form"
      noValidate
      aria-labelledby={labelledBy}
      data-testid={testId}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else void onSubmit(event);
      }}
    >
      {children}
      <SubmitButton pending={pending} {...submit} />
    </form>
  );
}
