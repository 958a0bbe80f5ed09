// `/certificados/verificar` (public): a field to type a certificate's code; `/certificados/verificar/:code`
// (the QR code's target) also shows whether the certificate exists, and its holder, course, date, hours
// and approval code.
import type { CertificateVerification } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { LoadingState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { useHydrated } from '#lib/hydration.ts';
import { paths } from '#lib/paths.ts';
import { useVerification } from '../api/certificates.ts';
import { formatDay } from '../lib/format.ts';
import '../components/training.css';

/** What people type from paper: lower case, spaces and dashes between groups. */
function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

export function Component() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageTitle(t('training.verify.title'));
  return (
    <div className="container page training-page" data-testid="certificate-verification-page">
      <h1 className="page__title">{t('training.verify.title')}</h1>
      <p className="page__lead">{t('training.verify.lead')}</p>
      <CodeForm key={code} code={code} />
      {code ? <Verification code={code} /> : null}
    </div>
  );
}

function CodeForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normaliseCode(typed);
    if (!next) {
      setError(t('training.verify.codeRequired'));
      return;
    }
    setError(null);
    navigate(paths.training.verifyCertificate.getHref(next));
  };
  const id = 'certificate-code';
  const hydrated = useHydrated();
  return (
    <form className="verify-form" onSubmit={submit} noValidate>
      <Field
        id={id}
        label={t('training.verify.codeField')}
        hint={t('training.verify.codeHint')}
        error={error}
      >
        <input
          {...controlAria(id, { error, hint: true })}
          className="field__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
      </Field>
      {/* Disabled until React owns the server-rendered page: sent natively, the form would reload the page
          and lose the code. */}
      <button type="submit" className="button button--primary" disabled={!hydrated}>
        {t('training.verify.submit')}
      </button>
    </form>
  );
}

function Verification({ code }: { code: string }) {
  const { t } = useTranslation();
  const query = useVerification(code);
  // A malformed or unknown code answers 400/404: the certificate is then not confirmed.
  const unknown = query.error instanceof ApiError && query.error.status >= 400 && query.error.status < 500;
  // The result is announced: after typing a code, the user's attention is on the form.
  return (
    <div aria-live="polite">
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
