// The MLR decision on content or an event: reject (a comment is required) or approve (an approval code;
// content also needs the approval's expiry date, an event ends on its own date).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { ConsoleForm } from '../console-form.tsx';
import { DecisionRadios } from '../decision-radios.tsx';
import { Section } from '../section.tsx';

const schema = (withExpiry: boolean) =>
  z
    .object({
      decision: z.enum(['approve', 'reject']),
      comment: z.string().trim().max(2000),
      approvalCode: z.string().trim().max(60),
      expiresOn: z.string(),
    })
    .superRefine((value, ctx) => {
      if (value.decision === 'reject' && value.comment.length < 3)
        ctx.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
      if (value.decision === 'approve' && value.approvalCode.length < 3)
        ctx.addIssue({ code: 'custom', path: ['approvalCode'], message: 'required' });
      if (withExpiry && value.decision === 'approve' && !/^\d{4}-\d{2}-\d{2}$/.test(value.expiresOn))
        ctx.addIssue({ code: 'custom', path: ['expiresOn'], message: 'required' });
    });
type Values = z.infer<ReturnType<typeof schema>>;

/** What the reviewer decided; `expiresAt` only where the form asks for it. */
export type Decision =
  | { decision: 'reject'; comment: string }
  | { decision: 'approve'; approvalCode: string; expiresAt: string };

function toDecision(values: Values): Decision {
  if (values.decision === 'reject') return { decision: 'reject', comment: values.comment };
  // The approval holds through the whole expiry day (UTC).
  return {
    decision: 'approve',
    approvalCode: values.approvalCode,
    expiresAt: `${values.expiresOn}T23:59:59Z`,
  };
}

export function ReviewForm<T>({
  idPrefix,
  withExpiry,
  send,
  onDone,
  onError,
}: {
  /** Prefix of the form's element ids (two forms may share a page). */
  idPrefix: string;
  withExpiry: boolean;
  send: (decision: Decision) => Promise<T>;
  onDone: (updated: T) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const form = useForm<Values>({
    resolver: zodResolver(schema(withExpiry)),
    defaultValues: { decision: 'approve', comment: '', approvalCode: '', expiresOn: '' },
  });
  const review = useMutation({
    mutationFn: (values: Values) => send(toDecision(values)),
    onSuccess: onDone,
    onError,
  });
  const { errors } = form.formState;
  const decision = form.watch('decision');

  return (
    <Section id={idPrefix} heading={t('detail.reviewHeading')}>
      <ConsoleForm onSubmit={form.handleSubmit((values) => review.mutate(values))}>
        <DecisionRadios
          legend={t('detail.decision')}
          approve={t('detail.approve')}
          reject={t('detail.reject')}
          registration={form.register('decision')}
        />
        {decision === 'reject' ? (
          <Field
            id={`${idPrefix}-comment`}
            label={t('detail.comment')}
            required
            error={errors.comment ? t('common.required') : null}
          >
            <textarea
              className="field__input"
              rows={3}
              {...controlAria(`${idPrefix}-comment`, { error: errors.comment ? 'x' : null })}
              {...form.register('comment')}
            />
          </Field>
        ) : (
          <>
            <TextField
              id={`${idPrefix}-code`}
              label={t('detail.approvalCode')}
              required
              registration={form.register('approvalCode')}
              error={errors.approvalCode ? t('common.required') : null}
            />
            {withExpiry ? (
              <TextField
                id={`${idPrefix}-expiry`}
                type="date"
                label={t('detail.expiresAt')}
                required
                registration={form.register('expiresOn')}
                error={errors.expiresOn ? t('common.required') : null}
              />
            ) : null}
          </>
        )}
        <button type="submit" className="button button--primary" disabled={review.isPending}>
          {t('detail.decide')}
        </button>
      </ConsoleForm>
    </Section>
  );
}
