// One flagged request as PV reads it, and PV's acknowledgement: the safety database's case reference and
// the outcome (recorded once; the MI officer may close the request after it).
import { zodResolver } from '@hookform/resolvers/zod';
import { PV_OUTCOMES, type PvAcknowledge, pvAcknowledgeSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { SelectField, TextField } from '#components/ui/form-field.tsx';
import { QueryFallback } from '../../components/console-list.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { acknowledgeCase, miKeys, pvCaseQuery } from './api.ts';
import './mi-desk.css';
import { ConsoleForm } from '../../components/console-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { PvState } from './request-badges.tsx';
import { RequestFacts } from './request-facts.tsx';

export function PvCasePage() {
  const { key = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const item = useQuery(pvCaseQuery(key));
  const feedback = useFeedback();
  const form = useForm<PvAcknowledge>({
    resolver: zodResolver(pvAcknowledgeSchema),
    defaultValues: { caseReference: '', outcome: '' as PvAcknowledge['outcome'] },
  });
  const acknowledge = useMutation({
    mutationFn: (values: PvAcknowledge) => acknowledgeCase(key, values),
    onSuccess: async (updated) => {
      queryClient.setQueryData(pvCaseQuery(key).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: miKeys.pvList, exact: true });
      feedback.succeed(t('miDesk.pv.done'));
    },
    onError: feedback.fail,
  });

  if (!item.data) return <QueryFallback query={item} />;
  const { errors } = form.formState;

  return (
    <>
      <PageHeader
        title={t('miDesk.request.heading', { reference: item.data.protocol ?? item.data.reference })}
        back={{ to: '/pv', label: t('miDesk.pv.back') }}
      />
      <Feedback feedback={feedback} testId="pv-message" />
      <PvState request={item.data} />
      <RequestFacts request={item.data} />
      {item.data.pv && !item.data.pv.acknowledgedAt ? (
        <Section id="pv-ack" heading={t('miDesk.pv.acknowledgeHeading')}>
          <ConsoleForm onSubmit={form.handleSubmit((values) => acknowledge.mutate(values))}>
            <TextField
              id="pv-case-reference"
              label={t('miDesk.pv.caseReference')}
              required
              registration={form.register('caseReference')}
              error={errors.caseReference ? t('common.invalid') : null}
            />
            <SelectField
              id="pv-outcome"
              label={t('miDesk.pv.outcome')}
              required
              registration={form.register('outcome')}
              error={errors.outcome ? t('common.required') : null}
              placeholder={t('miDesk.pv.choose')}
              options={PV_OUTCOMES.map((outcome) => ({
                value: outcome,
                label: t(`miDesk.outcomes.${outcome}`),
              }))}
            />
            <button type="submit" className="button button--primary" disabled={acknowledge.isPending}>
              {t('miDesk.pv.submit')}
            </button>
          </ConsoleForm>
        </Section>
      ) : null}
    </>
  );
}
