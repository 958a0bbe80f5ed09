// A new member's (or a member sent a new link's) own password, through the one-time link mailed by an
// admin: `/admin/set-password#token=…`. The token stays in the fragment (never sent to a server log) and
// leaves the address bar once read. Then sign-in, where TOTP enrolment follows.
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '#components/ui/form-field.tsx';
import { FormFooter } from '#components/ui/form-footer.tsx';
import { PlainPage } from '../../app/plain-page.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { setOwnPassword } from './api.ts';

const schema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
    confirm: z.string(),
  })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });
type Values = z.infer<typeof schema>;

function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token;
}

export function SetPasswordPage() {
  const { t } = useI18n();
  const [token] = useState(takeToken);
  const [outcome, setOutcome] = useState<'done' | 'badLink' | 'error' | null>(token ? null : 'badLink');
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setOutcome(null);
    try {
      await setOwnPassword({ token, password });
      setOutcome('done');
    } catch (reason) {
      const paths = reason instanceof ApiError ? reason.errors.map((e) => e.path) : [];
      if (paths.includes('password')) form.setError('password', { type: 'server' });
      else setOutcome(paths.includes('token') ? 'badLink' : 'error');
    }
  });

  if (outcome === 'done') {
    return (
      <PlainPage>
        <h1 className="page__title">{t('staff.setPassword.heading')}</h1>
        <p role="status">{t('staff.setPassword.done')}</p>
        <p>
          <Link to="/sign-in" className="button button--primary">
            {t('staff.setPassword.signIn')}
          </Link>
        </p>
      </PlainPage>
    );
  }

  return (
    <PlainPage>
      <h1 className="page__title">{t('staff.setPassword.heading')}</h1>
      {outcome === 'badLink' ? (
        <p role="alert" className="field__error">
          {t('staff.setPassword.badLink')}
        </p>
      ) : (
        <>
          <p id="set-password-lead">{t('staff.setPassword.lead')}</p>
          <ConsoleForm onSubmit={submit}>
            <TextField
              id="new-password"
              label={t('staff.setPassword.password')}
              type="password"
              autoComplete="new-password"
              required
              describedByIds={['set-password-lead']}
              registration={form.register('password')}
              error={errors.password ? t('staff.setPassword.weak') : null}
            />
            <TextField
              id="new-password-confirm"
              label={t('staff.setPassword.confirm')}
              type="password"
              autoComplete="new-password"
              required
              registration={form.register('confirm')}
              error={errors.confirm ? t('staff.setPassword.mismatch') : null}
            />
            <FormFooter
              error={outcome === 'error' ? t('common.error') : null}
              busy={isSubmitting}
              label={t('staff.setPassword.submit')}
              busyLabel={t('common.sending')}
            />
          </ConsoleForm>
        </>
      )}
    </PlainPage>
  );
}
