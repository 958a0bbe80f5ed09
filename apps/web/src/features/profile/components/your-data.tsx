// "Your data" in the profile (LGPD art. 18 and peers): download everything the portal keeps about the
// physician as JSON, and ask for the account to be erased (asks first; an admin anonymises it, keeping
// only what the law requires, such as certificates, without the name).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { deletionRequestQuery, downloadMyData, useRequestDeletion } from '../api/data-rights.ts';
import { AccountSection } from './account-section.tsx';

export function YourData() {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const deletion = useQuery(deletionRequestQuery);
  const request = useRequestDeletion();
  const requestedAt = deletion.data?.requestedAt ?? null;

  async function download() {
    setDownloading(true);
    setDownloadFailed(false);
    try {
      await downloadMyData(new Date().toISOString().slice(0, 10));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AccountSection id="your-data" title={t('account.privacy.heading')} lead={t('account.privacy.lead')}>
      <p className="page__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={downloading}
          onClick={() => void download()}
          data-testid="download-my-data"
        >
          {downloading ? t('account.privacy.downloading') : t('account.privacy.download')}
        </button>
      </p>
      {downloadFailed ? (
        <p className="field__error" role="alert">
          {t('account.privacy.downloadFailed')}
        </p>
      ) : null}
      <h3>{t('account.privacy.deletionHeading')}</h3>
      <p>{t('account.privacy.deletionLead')}</p>
      {requestedAt ? (
        <p role="status" data-testid="deletion-requested">
          {t('account.privacy.deletionRequested', {
            date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(requestedAt)),
          })}
        </p>
      ) : (
        <p className="page__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={deletion.isPending}
            onClick={() => setOpen(true)}
          >
            {t('account.privacy.deletionButton')}
          </button>
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={(next) => !request.isPending && setOpen(next)}
        size="sm"
        testId="deletion-request-dialog"
        title={t('account.privacy.confirmTitle')}
        description={<p>{t('account.privacy.confirmBody')}</p>}
      >
        {request.isError ? (
          <p className="field__error" role="alert">
            {t('account.privacy.deletionFailed')}
          </p>
        ) : null}
        <DialogActions closeLabel={t('account.privacy.cancel')}>
          <button
            type="button"
            className="button button--primary"
            disabled={request.isPending}
            onClick={() => request.mutate(undefined, { onSuccess: () => setOpen(false) })}
          >
            {t('account.privacy.confirm')}
          </button>
        </DialogActions>
      </Dialog>
    </AccountSection>
  );
}
