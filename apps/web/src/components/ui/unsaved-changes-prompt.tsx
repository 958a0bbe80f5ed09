// Asks before leaving a form with unsaved changes: in-app navigation through a dialog, tab close or
// reload through the browser's own prompt. Import only from lazily loaded screens (it uses Dialog).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { isSignedIn } from '#lib/session-core.ts';
import { Dialog } from './dialog.tsx';

export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation();
  // A sign-out (or an expired session) must always get through: there is nothing left to save to.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && isSignedIn() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      size="sm"
      testId="unsaved-changes"
      title={t('account.unsaved.title')}
      description={<p>{t('account.unsaved.body')}</p>}
    >
      <div className="dialog__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => blocker.state === 'blocked' && blocker.reset()}
        >
          {t('account.unsaved.stay')}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => blocker.state === 'blocked' && blocker.proceed()}
        >
          {t('account.unsaved.leave')}
        </button>
      </div>
    </Dialog>
  );
}
