// One physician (admins): the account's facts, speaker training and veevaID, disable/enable (asks
// first), and the data-subject rights (export, anonymise).
import type { PhysicianDetail } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { QueryFallback } from '../../components/console-list.tsx';
import { FactList } from '../../components/fact-list.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { AccessForm } from './access-form.tsx';
import { physicianQuery, registerText, setDisabled } from './api.ts';
import { PrivacyPanel } from './privacy-panel.tsx';
import './physicians.css';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';

export function PhysicianPage() {
  const { id = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const physician = useQuery(physicianQuery(id));
  const [confirming, setConfirming] = useState(false);
  const feedback = useFeedback();

  const updated = (text: string) => async (next: PhysicianDetail) => {
    queryClient.setQueryData(physicianQuery(id).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'physicians', 'search'] });
    feedback.succeed(text);
  };
  const toggle = useMutation({
    mutationFn: (disabled: boolean) => setDisabled(id, disabled),
    onSuccess: (next) => {
      setConfirming(false);
      return updated(next.disabled ? t('physicians.disabled') : t('physicians.enabled'))(next);
    },
    onError: feedback.fail,
  });

  if (!physician.data) return <QueryFallback query={physician} />;
  const data = physician.data;
  const name = `${data.firstName} ${data.lastName}`;
  const facts: [string, ReactNode][] = [
    [t('physicians.facts.email'), data.email],
    [t('physicians.facts.country'), data.country],
    [t('physicians.facts.register'), registerText(data)],
    [t('physicians.facts.verification'), t(`verification.states.${data.verification}`)],
    [t('physicians.facts.specialty'), data.specialty ?? '—'],
    [t('physicians.facts.registeredAt'), <ZonedTime key="registered" value={data.registeredAt} />],
    ...(data.deletionRequestedAt
      ? [
          [
            t('physicians.facts.deletionRequestedAt'),
            <ZonedTime key="deletion" value={data.deletionRequestedAt} />,
          ] as [string, ReactNode],
        ]
      : []),
  ];

  return (
    <>
      <PageHeader
        title={name}
        back={{ to: '/physicians', label: t('physicians.back') }}
        state={
          data.disabled ? (
            <span className="admin-badge admin-badge--rejected" data-testid="physician-disabled">
              {t('physicians.disabledBadge')}
            </span>
          ) : null
        }
      />
      <FactList facts={facts} />
      <Feedback feedback={feedback} />

      <AccessForm physician={data} onDone={updated(t('physicians.saved'))} onError={feedback.fail} />

      <Section id="disable" heading={t('physicians.disableHeading')}>
        <p>{t('physicians.disableLead')}</p>
        <ConfirmStep
          id="disable-confirm"
          start={data.disabled ? t('physicians.enable') : t('physicians.disable')}
          question={t('physicians.disableConfirm', { name })}
          confirm={t('physicians.disable')}
          busy={toggle.isPending}
          onConfirm={() => toggle.mutate(true)}
          open={confirming}
          // Enabling again needs no question.
          onOpenChange={(open) => (open && data.disabled ? toggle.mutate(false) : setConfirming(open))}
        />
      </Section>

      <PrivacyPanel physician={data} />
    </>
  );
}
