// `/certificados/verificar/:code` (public, the QR code's target): whether the certificate exists, and its
// holder, course, date, hours and approval code.
import type { CertificateVerification } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { useVerification } from '../api/certificates.ts';
import { formatDay } from '../lib/format.ts';
import '../components/training.css';

export function Component() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageTitle(t('training.verify.title'));
  const query = useVerification(code);
  // A malformed or unknown code answers 400/404: the certificate is then not confirmed.
  const unknown = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  return (
    <div className="container page training-page" data-testid="certificate-verification-page">
      <h1 className="page__title">{t('training.verify.title')}</h1>
      {query.isPending ? (
        <LoadingState scope="training" label={t('training.verify.loading')} />
      ) : query.data?.valid ? (
        <Verified verification={query.data} />
      ) : query.data || unknown ? (
        <div
          className="verify-result verify-result--invalid"
          data-testid="certificate-verification"
          data-valid="false"
        >
          <h2>{t('training.verify.invalid')}</h2>
          <p>{t('training.verify.invalidBody', { code })}</p>
        </div>
      ) : (
        <p className="exam-error" role="alert">
          {t('training.verify.error')}
        </p>
      )}
    </div>
  );
}

function Verified({ verification }: { verification: CertificateVerification }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string | null][] = [
    [t('training.verify.name'), verification.name],
    [t('training.verify.course'), verification.course],
    [
      t('training.verify.date'),
      verification.finishedDate && formatDay(verification.finishedDate, i18n.language),
    ],
    [
      t('training.verify.hours'),
      verification.hours === null ? null : t('training.verify.hoursValue', { count: verification.hours }),
    ],
    [t('training.verify.approvalCode'), verification.approvalCode],
    [t('training.verify.code'), verification.code],
  ];
  return (
    <div
      className="verify-result verify-result--valid"
      data-testid="certificate-verification"
      data-valid="true"
    >
      <h2>{t('training.verify.valid')}</h2>
      <dl className="verify-result__facts">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
    </div>
  );
}
