// The data-subject rights of one physician: export their data as JSON; anonymise the account on their
// request (the admin types the account's e-mail and the request's reference; it cannot be undone).
import { zodResolver } from '@hookform/resolvers/zod';
import type { PhysicianDetail } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { TextField } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Section } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { anonymisePhysician, downloadExport } from './api.ts';

const schema = z.object({
  confirmEmail: z.string().trim().min(3).max(254),
  reference: z.string().trim().min(3).max(200),
});
type Values = z.infer<typeof schema>;

export function PrivacyPanel({ physician }: { physician: PhysicianDetail }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const exporting = useMutation({
    mutationFn: () => downloadExport(physician.id),
    onSuccess: () => {
      setError(null);
      setMessage(t('physicians.exported'));
    },
    onError: () => setError(t('common.error')),
  });
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { confirmEmail: '', reference: '' },
  });
  const anonymise = useMutation({
    mutationFn: (values: Values) => anonymisePhysician(physician.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'physicians'] });
      navigate('/physicians', { replace: true, state: { notice: 'anonymised' } });
    },
    onError: (reason) => {
      if (reason instanceof ApiError && reason.errors.some((e) => e.path === 'confirmEmail'))
        form.setError('confirmEmail', { message: 'mismatch' });
      else setError(t('common.error'));
    },
  });
  const { errors } = form.formState;

  return (
    <Section id="privacy" heading={t('physicians.privacyHeading')}>
      <p>{t('physicians.exportLead')}</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          {t('physicians.export')}
        </button>
      </p>
      <p className="admin-status" role="status">
        {message}
      </p>
      {error ? <p role="alert">{error}</p> : null}

      <h3 className="admin-subheading">{t('physicians.anonymiseHeading')}</h3>
      <p>{t('physicians.anonymiseLead')}</p>
      <ConsoleForm onSubmit={form.handleSubmit((values) => anonymise.mutate(values))}>
        <TextField
          id="anonymise-email"
          type="email"
          label={t('physicians.confirmEmail')}
          required
          autoComplete="off"
          registration={form.register('confirmEmail')}
          error={
            errors.confirmEmail
              ? errors.confirmEmail.message === 'mismatch'
                ? t('physicians.confirmEmailMismatch')
                : t('common.required')
              : null
          }
        />
        <TextField
          id="anonymise-reference"
          label={t('physicians.reference')}
          required
          registration={form.register('reference')}
          error={errors.reference ? t('common.required') : null}
        />
        <button type="submit" className="button button--danger" disabled={anonymise.isPending}>
          {t('physicians.anonymise')}
        </button>
      </ConsoleForm>
    </Section>
  );
}
