// One member (admins): facts, roles and countries, deactivate/reactivate (asks first; sessions end at
// once), reset the authenticator (asks first), and a new set-password link. The admin's own page only
// shows the facts: another admin changes them.
import type { StaffMember } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { FactList } from '../../components/fact-list.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { resetMemberMfa, sendPasswordLink, setMemberActive, staffMemberQuery } from './api.ts';
import { ConfirmedAction } from './confirmed-action.tsx';
import { MemberAccessForm } from './member-access-form.tsx';
import { memberStatus } from './staff-list-page.tsx';

export function StaffMemberPage() {
  const { id = '' } = useParams();
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const member = useQuery(staffMemberQuery(id));
  const invited = (useLocation().state as { notice?: string } | null)?.notice === 'invited';
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const updated = (text: string) => async (next: StaffMember) => {
    queryClient.setQueryData(staffMemberQuery(id).queryKey, next);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'staff', 'list'] });
    setError(null);
    setMessage(text);
  };
  const failed = (reason: unknown) => {
    setMessage(null);
    setError(
      reason instanceof ApiError && reason.status === 403
        ? t('common.forbidden')
        : reason instanceof ApiError && reason.status === 409
          ? t('staff.lastAdmin')
          : t('common.error'),
    );
  };
  const toggle = useMutation({
    mutationFn: (active: boolean) => setMemberActive(id, active),
    onSuccess: (next) => updated(next.active ? t('staff.reactivated') : t('staff.deactivated'))(next),
    onError: failed,
  });
  const resetMfa = useMutation({
    mutationFn: () => resetMemberMfa(id),
    onSuccess: (next) => updated(t('staff.mfaReset'))(next),
    onError: failed,
  });
  const link = useMutation({
    mutationFn: () => sendPasswordLink(id, lang),
    onSuccess: (next) => updated(t('staff.linkSent', { email: next.email }))(next),
    onError: failed,
  });

  if (member.isPending) return <p>{t('common.loading')}</p>;
  if (!member.data) return <p role="alert">{t('common.error')}</p>;
  const data = member.data;
  const self = data.id === me.data?.id;
  const facts: [string, ReactNode][] = [
    [t('staff.facts.email'), data.email],
    [t('staff.columns.roles'), data.roles.map((role) => t(`staff.roles.${role}`)).join(', ')],
    [t('staff.columns.countries'), data.countries.join(', ')],
    [t('staff.facts.status'), memberStatus(t, data)],
    [t('staff.facts.password'), data.passwordSet ? t('staff.passwordSet') : t('staff.passwordPending')],
    [t('staff.facts.mfa'), data.mfaEnrolled ? t('staff.mfaOn') : t('staff.mfaOff')],
    [t('staff.facts.createdAt'), <ZonedTime key="created" value={data.createdAt} />],
  ];

  return (
    <>
      <PageHeader title={data.name} back={{ to: '/staff', label: t('staff.back') }} />
      <FactList facts={facts} testId="staff-facts" />
      <p className="admin-status" role="status">
        {message ?? (invited ? t('staff.invitedNotice', { email: data.email }) : null)}
      </p>
      {error ? <p role="alert">{error}</p> : null}
      {self ? (
        <p className="admin-note">{t('staff.selfNote')}</p>
      ) : (
        <>
          <MemberAccessForm
            member={data}
            countries={me.data?.countries ?? []}
            onDone={updated(t('staff.saved'))}
            onError={failed}
          />
          <ConfirmedAction
            id="member-state"
            heading={t('staff.stateHeading')}
            lead={t('staff.deactivateLead')}
            action={data.active ? t('staff.deactivate') : t('staff.reactivate')}
            confirm={data.active ? t('staff.deactivateConfirm', { name: data.name }) : null}
            pending={toggle.isPending}
            run={() => toggle.mutate(!data.active)}
          />
          <ConfirmedAction
            id="member-mfa"
            heading={t('staff.mfaHeading')}
            lead={t('staff.mfaLead')}
            action={t('staff.resetMfa')}
            confirm={t('staff.resetMfaConfirm', { name: data.name })}
            pending={resetMfa.isPending}
            run={() => resetMfa.mutate()}
          />
          {data.active ? (
            <ConfirmedAction
              id="member-link"
              heading={t('staff.linkHeading')}
              lead={t('staff.linkLead')}
              action={t('staff.sendLink')}
              confirm={null}
              pending={link.isPending}
              run={() => link.mutate()}
            />
          ) : null}
        </>
      )}
    </>
  );
}
