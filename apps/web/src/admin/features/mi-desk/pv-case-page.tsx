// One flagged request as PV reads it, and PV's acknowledgement: the safety database's case reference and
// the outcome (recorded once; the MI officer may close the request after it).
import { zodResolver } from '@hookform/resolvers/zod';
import { PV_OUTCOMES, type PvAcknowledge, pvAcknowledgeSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { acknowledgeCase, miKeys, pvCaseQuery } from './api.ts';
import './mi-desk.css';
import { PvState } from './request-badges.tsx';
import { RequestFacts } from './request-facts.tsx';

export function PvCasePage() {
  const { key = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const item = useQuery(pvCaseQuery(key));
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PvAcknowledge>({
    resolver: zodResolver(pvAcknowledgeSchema),
    defaultValues: { caseReference: '', outcome: '' as PvAcknowledge['outcome'] },
  });
  const acknowledge = useMutation({
    mutationFn: (values: PvAcknowledge) => acknowledgeCase(key, values),
    onSuccess: async (updated) => {
      queryClient.setQueryData(pvCaseQuery(key).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: miKeys.pvList, exact: true });
      setError(null);
      setMessage(t('miDesk.pv.done'));
    },
    onError: (reason) => {
      setMessage('');
      setError(
        reason instanceof AdminApiError && reason.status === 409
          ? t('common.conflict', { message: reason.message })
          : t('common.error'),
      );
    },
  });

  if (item.isPending) return <p>{t('common.loading')}</p>;
  if (!item.data) return <p role="alert">{t('common.error')}</p>;
  const { errors } = form.formState;

  return (
    <>
      <p>
        <Link to="/pv">{t('miDesk.pv.back')}</Link>
      </p>
      <h1 className="page__title">{t('miDesk.request.heading', { reference: item.data.reference })}</h1>
      <p role="status" className="admin-status" data-testid="pv-message">
        {message}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      <PvState request={item.data} />
      <RequestFacts request={item.data} />
      {item.data.pv && !item.data.pv.acknowledgedAt ? (
        <section aria-labelledby="pv-ack-heading" className="admin-section">
          <h2 id="pv-ack-heading" className="admin-subheading">
            {t('miDesk.pv.acknowledgeHeading')}
          </h2>
          <form
            className="admin-form"
            noValidate
            onSubmit={form.handleSubmit((values) => acknowledge.mutate(values))}
          >
            <TextField
              id="pv-case-reference"
              label={t('miDesk.pv.caseReference')}
              required
              registration={form.register('caseReference')}
              error={errors.caseReference ? t('common.invalid') : null}
            />
            <Field
              id="pv-outcome"
              label={t('miDesk.pv.outcome')}
              required
              error={errors.outcome ? t('common.required') : null}
            >
              <select
                className="field__input field__select"
                {...controlAria('pv-outcome', { error: errors.outcome ? 'x' : null })}
                {...form.register('outcome')}
              >
                <option value="">{t('miDesk.pv.choose')}</option>
                {PV_OUTCOMES.map((outcome) => (
                  <option key={outcome} value={outcome}>
                    {t(`miDesk.outcomes.${outcome}`)}
                  </option>
                ))}
              </select>
            </Field>
            <button type="submit" className="button button--primary" disabled={acknowledge.isPending}>
              {t('miDesk.pv.submit')}
            </button>
          </form>
        </section>
      ) : null}
    </>
  );
}
