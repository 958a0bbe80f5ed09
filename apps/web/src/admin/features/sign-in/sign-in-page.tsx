// Console sign-in, first step: e-mail and password; then the second factor.

import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffSignIn, type StaffSignInResponse, staffSignInSchema } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PlainPage } from '../../app/plain-page.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ApiError, adminRequest, staffToken } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

export function SignInPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<'failed' | 'throttled' | null>(null);
  const form = useForm<StaffSignIn>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(null);
    staffToken.clear();
    try {
      const answer = await adminRequest<StaffSignInResponse>('POST', '/api/admin/session', values);
      staffToken.set(answer.token);
      navigate(`/sign-in/second-factor?step=${answer.next}`);
    } catch (error) {
      // 429: too many tries from here, or the right secret inside the account's delay; wait, then retry.
      setFailed(error instanceof ApiError && error.status === 429 ? 'throttled' : 'failed');
    }
  });

  return (
    <PlainPage>
      <h1 className="page__title">{t('signIn.heading')}</h1>
      {params.get('expired') ? <p role="status">{t('signIn.expired')}</p> : null}
      <ConsoleForm onSubmit={submit}>
        <TextField
          id="staff-email"
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          registration={form.register('email')}
          error={errors.email ? t('common.invalid') : null}
        />
        <TextField
          id="staff-password"
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          registration={form.register('password')}
          error={errors.password ? t('common.required') : null}
        />
        <FormFooter
          error={failed ? t(`signIn.${failed}`) : null}
          busy={isSubmitting}
          label={t('signIn.submit')}
          busyLabel={t('common.sending')}
        />
      </ConsoleForm>
    </PlainPage>
  );
}
