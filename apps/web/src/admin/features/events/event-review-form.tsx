// The MLR decision on an event: reject (a comment is required) or approve (the approval code).
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEvent, EventReviewDecision } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { reviewEvent } from './api.ts';

const schema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    comment: z.string().trim().max(2000),
    approvalCode: z.string().trim().max(60),
  })
  .superRefine((value, ctx) => {
    if (value.decision === 'reject' && value.comment.length < 3)
      ctx.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
    if (value.decision === 'approve' && value.approvalCode.length < 3)
      ctx.addIssue({ code: 'custom', path: ['approvalCode'], message: 'required' });
  });
type Values = z.infer<typeof schema>;

const toDecision = (v: Values): EventReviewDecision =>
  v.decision === 'reject'
    ? { decision: 'reject', comment: v.comment }
    : { decision: 'approve', approvalCode: v.approvalCode };

export function EventReviewForm({
  id,
  onDone,
  onError,
}: {
  id: string;
  onDone: (updated: AdminEvent) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { decision: 'approve', comment: '', approvalCode: '' },
  });
  const review = useMutation({
    mutationFn: (values: Values) => reviewEvent(id, toDecision(values)),
    onSuccess: onDone,
    onError,
  });
  const { errors } = form.formState;
  const decision = form.watch('decision');

  return (
    <section aria-labelledby="event-review-heading" className="admin-section">
      <h2 id="event-review-heading" className="admin-subheading">
        {t('detail.reviewHeading')}
      </h2>
      <form className="admin-form" noValidate onSubmit={form.handleSubmit((values) => review.mutate(values))}>
        <fieldset className="admin-fieldset">
          <legend>{t('detail.decision')}</legend>
          <label className="admin-check">
            <input type="radio" value="approve" {...form.register('decision')} />
            {t('detail.approve')}
          </label>
          <label className="admin-check">
            <input type="radio" value="reject" {...form.register('decision')} />
            {t('detail.reject')}
          </label>
        </fieldset>
        {decision === 'reject' ? (
          <Field
            id="event-review-comment"
            label={t('detail.comment')}
            required
            error={errors.comment ? t('common.required') : null}
          >
            <textarea
              className="field__input"
              rows={3}
              {...controlAria('event-review-comment', { error: errors.comment ? 'x' : null })}
              {...form.register('comment')}
            />
          </Field>
        ) : (
          <TextField
            id="event-review-code"
            label={t('detail.approvalCode')}
            required
            registration={form.register('approvalCode')}
            error={errors.approvalCode ? t('common.required') : null}
          />
        )}
        <button type="submit" className="button button--primary" disabled={review.isPending}>
          {t('detail.decide')}
        </button>
      </form>
    </section>
  );
}
