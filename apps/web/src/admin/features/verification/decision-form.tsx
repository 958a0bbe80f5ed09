// The verifier's decision: approve (an internal note, optional) or reject (a reason, required: it is
// mailed to the physician).
import { zodResolver } from '@hookform/resolvers/zod';
import type { PendingRegistration, VerificationDecision } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { DecisionRadios } from '../../components/decision-radios.tsx';
import { errorText } from '../../components/feedback.tsx';
import { Section } from '../../components/section.tsx';
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
    onError: (reason) => setError(errorText(t, reason)),
  });
  const decision = form.watch('decision');
  const reasonError = form.formState.errors.reason ? t('verification.reasonRequired') : null;

  return (
    <Section id="decision" heading={t('verification.decisionHeading')}>
      <ConsoleForm onSubmit={form.handleSubmit((values) => decide.mutate(values))}>
        <DecisionRadios
          legend={t('verification.decision')}
          approve={t('verification.approve')}
          reject={t('verification.reject')}
          registration={form.register('decision')}
        />
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
      </ConsoleForm>
    </Section>
  );
}
