// How a console page reports the outcome of what the member just did: a polite status line for success
// and an alert for failure, with the API's refusal in words (403: not allowed; 409, or the statuses a page
// names: the server's own message; anything else: the generic error).
//
// Use: `const feedback = useFeedback();` then `onSuccess: () => feedback.succeed(t('...'))`,
// `onError: feedback.fail`, and render `<Feedback feedback={feedback} />` where the message belongs.
import { useState } from 'react';
import { ApiError } from '../lib/api.ts';
import { type Translate, useI18n } from '../lib/i18n.tsx';

/** The API's refusal in the console's words; `conflicts`: the statuses whose message the server words. */
export function errorText(t: Translate, reason: unknown, conflicts: readonly number[] = [409]): string {
  if (!(reason instanceof ApiError)) return t('common.error');
  if (reason.status === 403) return t('common.forbidden');
  if (conflicts.includes(reason.status)) return t('common.conflict', { message: reason.message });
  return t('common.error');
}

export interface FeedbackState {
  message: string | null;
  error: string | null;
  succeed(text: string): void;
  fail(reason: unknown): void;
}

export function useFeedback(conflicts: readonly number[] = [409]): FeedbackState {
  const { t } = useI18n();
  const [state, setState] = useState<Pick<FeedbackState, 'message' | 'error'>>({
    message: null,
    error: null,
  });
  return {
    ...state,
    succeed: (text) => setState({ message: text, error: null }),
    fail: (reason) => setState({ message: null, error: errorText(t, reason, conflicts) }),
  };
}

/** The status line (always present, so screen readers hear it change) and the alert when there is one. */
export function Feedback({ feedback, testId }: { feedback: FeedbackState; testId?: string }) {
  return (
    <>
      <p role="status" className="admin-status" data-testid={testId}>
        {feedback.message}
      </p>
      {feedback.error ? (
        <p role="alert" className="field__error">
          {feedback.error}
        </p>
      ) : null}
    </>
  );
}
