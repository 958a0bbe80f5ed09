// Asks before leaving a form with typed data: in-app navigation (router blocker) and tab close/reload.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Dialog } from '#components/ui/dialog.tsx';

export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  // Staying returns focus to where the user was (the link or button that tried to leave).
  const returnTo = useRef<HTMLElement | null>(null);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const block = when && currentLocation.pathname !== nextLocation.pathname;
    if (block) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
    return block;
  });

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const open = blocker.state === 'blocked';
  const stay = () => {
    blocker.reset?.();
    const target = returnTo.current;
    // After the dialog has closed and given focus back itself.
    window.setTimeout(() =>
      (target?.isConnected ? target : document.getElementById('main-content'))?.focus(),
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') stay();
      }}
      size="sm"
      testId="leave-dialog"
      title={t('identity.register.leave.title')}
      description={<p>{t('identity.register.leave.body')}</p>}
    >
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={stay}>
          {t('identity.register.leave.stay')}
        </button>
        <button type="button" className="button button--primary" onClick={() => blocker.proceed?.()}>
          {t('identity.register.leave.leave')}
        </button>
      </div>
    </Dialog>
  );
}
