// "Sign out everywhere": asks first, ends every session on the server, then signs out here (the
// identity provider's session too, through the sign-out). Other browsers meet the sign-in page on their
// next call.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { paths } from '#lib/paths.ts';
import { signOut } from '#lib/session.ts';
import { revokeAllSessions } from '../api/revoke-all-sessions.ts';
import { AccountSection } from './account-section.tsx';

export function SignOutEverywhere() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function confirm() {
    setBusy(true);
    setFailed(false);
    try {
      await revokeAllSessions();
    } catch {
      setBusy(false);
      setFailed(true);
      return;
    }
    await signOut(paths.signIn.getHref());
  }

  return (
    <AccountSection
      id="sign-out-everywhere"
      title={t('account.security.signOutEverywhere.heading')}
      lead={t('account.security.signOutEverywhere.lead')}
    >
      <p className="page__actions">
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('account.security.signOutEverywhere.button')}
        </button>
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        size="sm"
        testId="sign-out-everywhere-dialog"
        title={t('account.security.signOutEverywhere.confirmTitle')}
        description={<p>{t('account.security.signOutEverywhere.confirmBody')}</p>}
      >
        {failed ? (
          <p className="field__error" role="alert">
            {t('account.security.signOutEverywhere.failed')}
          </p>
        ) : null}
        <DialogActions closeLabel={t('account.security.signOutEverywhere.cancel')}>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void confirm()}
          >
            {t('account.security.signOutEverywhere.confirm')}
          </button>
        </DialogActions>
      </Dialog>
    </AccountSection>
  );
}
