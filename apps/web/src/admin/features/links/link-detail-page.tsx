// One public link: its state, who opened it (the content access log's public reads through it), and
// revocation after an explicit confirmation (it stops opening the item at once).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmStep } from '../../components/confirm-step.tsx';
import { QueryFallback } from '../../components/console-list.tsx';
import { ConsoleTable } from '../../components/console-table.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { TextWithTimes, ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { linkListQuery, linkQuery, revokeLink } from './api.ts';

export function LinkDetailPage() {
  const { linkId = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const detail = useQuery(linkQuery(linkId));
  const [confirming, setConfirming] = useState(false);
  const feedback = useFeedback();
  const revoke = useMutation({
    mutationFn: () => revokeLink(linkId),
    onSuccess: async () => {
      setConfirming(false);
      feedback.succeed(t('authoring.links.revoked'));
      await queryClient.invalidateQueries({ queryKey: linkQuery(linkId).queryKey });
      await queryClient.invalidateQueries({ queryKey: linkListQuery.queryKey, exact: true });
    },
    onError: feedback.fail,
  });

  if (!detail.data) return <QueryFallback query={detail} />;
  const { link, opens } = detail.data;

  return (
    <>
      <PageHeader
        title={t('authoring.links.detailHeading', { title: link.contentTitle })}
        back={{ to: '/links', label: t('authoring.links.back') }}
        state={
          <span className="admin-badge" data-testid="link-status">
            {t(`authoring.links.status.${link.status}`)}
          </span>
        }
      />
      <p>
        <TextWithTimes
          text={t('authoring.links.details', {
            country: link.country,
            email: link.issuedByEmail ?? '—',
            created: '{{created}}',
            expires: '{{expires}}',
          })}
          times={{ created: link.createdAt, expires: link.expiresAt }}
        />
      </p>
      {link.note ? <p>{link.note}</p> : null}
      <Feedback feedback={feedback} />
      {link.status !== 'revoked' ? (
        <ConfirmStep
          id="revoke-confirm-text"
          start={t('authoring.links.revoke')}
          question={t('authoring.links.revokeConfirm')}
          confirm={t('authoring.links.confirmRevoke')}
          busy={revoke.isPending}
          onConfirm={() => revoke.mutate()}
          open={confirming}
          onOpenChange={setConfirming}
        />
      ) : null}

      <Section id="link-opens" heading={t('authoring.links.opensHeading')}>
        {opens.length === 0 ? (
          <p>{t('authoring.links.noOpens')}</p>
        ) : (
          <ConsoleTable
            label={t('authoring.links.opensLabel')}
            rows={opens}
            rowTestId={() => 'link-open'}
            columns={[
              {
                id: 'at',
                header: t('authoring.links.opensColumns.at'),
                cell: (open) => <ZonedTime value={open.at} />,
              },
              {
                id: 'name',
                header: t('authoring.links.opensColumns.name'),
                cell: (open) => open.name ?? '—',
              },
              {
                id: 'registerNumber',
                header: t('authoring.links.opensColumns.registerNumber'),
                cell: (open) => open.registerNumber ?? '—',
              },
            ]}
          />
        )}
      </Section>
    </>
  );
}
