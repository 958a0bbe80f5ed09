// The verifier's decision: approve (an internal note, optional) or reject (a reason, required: it is
// mailed to the physician).
import { zodResolver } from '@hookform/resolvers/zod';
import type { PendingRegistration, VerificationDecision } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { decideRegistration } from './api.ts';

const schema = z
  .object({ decision: z.enum(['approve', 'reject']), reason: z.string().trim().max(1000) })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.reason.length < 3)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });
type Values = z.infer<typeof schema>;

const toDecision = (values: Values): VerificationDecision =>
  values.decision === 'reject'
    ? { decision: 'reject', reason: values.reason }
    : { decision: 'approve', ...(values.reason ? { reason: values.reason } : {}) };

export function DecisionForm({ id, onDone }: { id: string; onDone: (updated: PendingRegistration) => void }) {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { decision: 'approve', reason: '' },
  });
  const decide = useMutation({
    mutationFn: (values: Values) => decideRegistration(id, toDecision(values)),
    onSuccess: (updated) => {
      setError(null);
      form.reset({ decision: 'approve', reason: '' });
      onDone(updated);
    },
    onError: (reason) =>
      setError(
        reason instanceof AdminApiError && reason.status === 409
          ? t('common.conflict', { message: reason.message })
          : reason instanceof AdminApiError && reason.status === 403
            ? t('common.forbidden')
            : t('common.error'),
      ),
  });
  const decision = form.watch('decision');
  const reasonError = form.formState.errors.reason ? t('verification.reasonRequired') : null;

  return (
    <section aria-labelledby="decision-heading" className="admin-section">
      <h2 id="decision-heading" className="admin-subheading">
        {t('verification.decisionHeading')}
      </h2>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit((values) => decide.mutate(values))}>
        <fieldset className="admin-fieldset">
          <legend>{t('verification.decision')}</legend>
          <label className="admin-check">
            <input type="radio" value="approve" {...form.register('decision')} />
            {t('verification.approve')}
          </label>
          <label className="admin-check">
            <input type="radio" value="reject" {...form.register('decision')} />
            {t('verification.reject')}
          </label>
        </fieldset>
        <Field
          id="decision-reason"
          label={decision === 'reject' ? t('verification.reason') : t('verification.note')}
          required={decision === 'reject'}
          error={reasonError}
        >
          <textarea
            className="field__input"
            rows={3}
            {...controlAria('decision-reason', { error: reasonError })}
            {...form.register('reason')}
          />
        </Field>
        {error ? <p role="alert">{error}</p> : null}
        <button type="submit" className="button button--primary" disabled={decide.isPending}>
          {t('verification.decide')}
        </button>
      </form>
    </section>
  );
}
