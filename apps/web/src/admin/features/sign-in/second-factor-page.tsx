// The second factor: enrol an authenticator (QR code, then recovery codes shown once) or give a code.

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffSessionResponse,
  type TotpCode,
  type TotpEnrolment,
  totpCodeSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PlainPage } from '../../app/plain-page.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ApiError, adminRequest, staffToken } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';

export function SecondFactorPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const enrol = params.get('step') === 'enrol';
  const [failed, setFailed] = useState<'failed' | 'throttled' | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const enrolment = useMutation({
    mutationFn: () => adminRequest<TotpEnrolment>('POST', '/api/admin/session/totp/enrolment'),
  });
  const { mutate: startEnrolment } = enrolment;
  useEffect(() => {
    if (enrol && staffToken.get()) startEnrolment();
  }, [enrol, startEnrolment]);
  const form = useForm<TotpCode>({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } });

  if (!staffToken.get()) return <Navigate to="/sign-in" replace />;

  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    navigate('/content', { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    try {
      const answer = await adminRequest<StaffSessionResponse>('POST', '/api/admin/session/totp', values);
      queryClient.setQueryData(meQuery.queryKey, answer.me);
      if (answer.recoveryCodes) setRecoveryCodes(answer.recoveryCodes);
      else await finish();
    } catch (error) {
      // 429: too many tries from here, or the right secret inside the account's delay; wait, then retry.
      setFailed(error instanceof ApiError && error.status === 429 ? 'throttled' : 'failed');
    }
  });

  if (recoveryCodes) {
    return (
      <PlainPage>
        <h1 className="page__title">{t('mfa.recoveryHeading')}</h1>
        <p>{t('mfa.recoveryHint')}</p>
        <ul className="admin-codes">
          {recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--primary" onClick={finish}>
          {t('mfa.continue')}
        </button>
      </PlainPage>
    );
  }

  return (
    <PlainPage>
      <h1 className="page__title">{enrol ? t('mfa.enrolHeading') : t('mfa.verifyHeading')}</h1>
      {enrol ? (
        <>
          <p>{t('mfa.enrolHint')}</p>
          {enrolment.data ? (
            <div className="admin-enrol">
              <img src={enrolment.data.qrCode} alt={t('mfa.qrAlt')} width={220} height={220} />
              <p>
                {t('mfa.secret')}: <code data-testid="totp-secret">{enrolment.data.secret}</code>
              </p>
            </div>
          ) : (
            <p>{t('common.loading')}</p>
          )}
        </>
      ) : null}
      <ConsoleForm onSubmit={submit}>
        <TextField
          id="staff-code"
          label={t('mfa.code')}
          hint={t('mfa.verifyHint')}
          autoComplete="one-time-code"
          required
          registration={form.register('code')}
          error={form.formState.errors.code ? t('common.invalid') : null}
        />
        <FormFooter
          error={failed ? t(`mfa.${failed}`) : null}
          busy={form.formState.isSubmitting}
          label={t('mfa.submit')}
          busyLabel={t('common.sending')}
        />
      </ConsoleForm>
    </PlainPage>
  );
}
