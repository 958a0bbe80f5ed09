// `/certificados`: the user's certificates with the PDF (fetched with the token) and the verification page.
import type { Certificate } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { ErrorState, LoadingState } from '#components/ui/states.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { downloadCertificate, useCertificates } from '../api/certificates.ts';
import { formatDay } from '../lib/format.ts';
import '../components/training.css';

export function Component() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('training.certificates.title'));
  const query = useCertificates();
  return (
    <div className="container page training-page" data-testid="certificates-page">
      <h1 className="page__title">{t('training.certificates.title')}</h1>
      <p className="page__lead">{t('training.certificates.lead')}</p>
      {query.isPending ? (
        <LoadingState scope="training" />
      ) : query.isError ? (
        <ErrorState scope="training" onRetry={() => query.refetch()} />
      ) : query.data.length === 0 ? (
        <div className="state-message" data-testid="certificates-empty">
          <p>{t('training.certificates.empty')}</p>
          <p>
            <Link to={paths.training.courses.getHref()}>{t('training.certificates.coursesLink')}</Link>
          </p>
        </div>
      ) : (
        <DataTable label={t('training.certificates.title')}>
          <thead>
            <tr>
              <th scope="col">{t('training.certificates.course')}</th>
              <th scope="col">{t('training.certificates.finished')}</th>
              <th scope="col">{t('training.certificates.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.map((certificate) => (
              <CertificateRow key={certificate.code} certificate={certificate} locale={i18n.language} />
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}

function CertificateRow({ certificate, locale }: { certificate: Certificate; locale: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadCertificate(certificate);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <tr data-testid="certificate-row" data-code={certificate.code}>
      <th scope="row">{certificate.title}</th>
      <td>{formatDay(certificate.finishedDate, locale)}</td>
      <td>
        <div className="certificate-actions">
          <button
            type="button"
            className="button button--primary button--small"
            data-testid="certificate-download"
            aria-label={t('training.certificates.download', { title: certificate.title })}
            disabled={state === 'busy'}
            onClick={download}
          >
            {state === 'busy'
              ? t('training.certificates.downloading')
              : t('training.certificates.downloadShort')}
          </button>
          <a
            href={certificate.verificationUrl}
            data-testid="certificate-verify-link"
            aria-label={t('training.certificates.verifyOf', { title: certificate.title })}
          >
            {t('training.certificates.verify')}
          </a>
        </div>
        {state === 'failed' && (
          <p className="exam-error" role="alert">
            {t('training.certificates.downloadFailed')}
          </p>
        )}
      </td>
    </tr>
  );
}
