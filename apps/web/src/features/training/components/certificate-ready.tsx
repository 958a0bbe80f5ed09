// The moment after a pass: a congratulation announced to assistive technology (role="status"), a
// check mark that grows in once (still when the reader prefers reduced motion), and the certificate's
// PDF to download at once.
import { certificatePdfPath } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCertificateByCode } from '../api/certificates.ts';

export function CertificateReady({ code }: { code: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadCertificateByCode(code);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="certificate-ready" data-testid="certificate-ready">
      <svg className="certificate-ready__mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 25l7 7 13-15" />
      </svg>
      <div>
        <p role="status" className="certificate-ready__text">
          {t('training.result.certificateReady')}
        </p>
        <p>
          <button
            type="button"
            className="button button--primary"
            data-testid="result-certificate-download"
            data-href={certificatePdfPath(code)}
            disabled={state === 'busy'}
            onClick={download}
          >
            {state === 'busy'
              ? t('training.result.downloadingCertificate')
              : t('training.result.downloadCertificate')}
          </button>
        </p>
        {state === 'failed' && (
          <p role="alert" className="certificate-ready__error">
            {t('training.result.downloadFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
