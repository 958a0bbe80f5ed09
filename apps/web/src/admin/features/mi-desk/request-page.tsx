// One request on the MI desk: what was asked, its due date, PV state, assignment, internal notes, the
// answer (written here, or as sent), and the moves the status allows: start, flag, close (after PV).
import type { MiRequestDetail } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryFallback } from '../../components/console-list.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { ChoiceField } from '../../components/fields.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import {
  assignRequest,
  changeStatus,
  flagAdverseEvent,
  miKeys,
  miOfficersQuery,
  miRequestQuery,
} from './api.ts';
import './mi-desk.css';
import { ConsoleForm } from '../../components/console-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { AnswerForm } from './answer-form.tsx';
import { AnswerView } from './answer-view.tsx';
import { NotesSection } from './notes-section.tsx';
import { PvState } from './request-badges.tsx';
import { RequestContent, RequestFacts } from './request-facts.tsx';
import { ScreeningSection } from './screening-section.tsx';

export function RequestPage() {
  const { key = '' } = useParams();
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const request = useQuery(miRequestQuery(key));
  const officers = useQuery(miOfficersQuery);
  const feedback = useFeedback();
  const [assignee, setAssignee] = useState<string | null>(null);

  const done = (text: string) => async (updated: MiRequestDetail) => {
    queryClient.setQueryData(miRequestQuery(key).queryKey, updated);
    await queryClient.invalidateQueries({ queryKey: miKeys.all, exact: false, refetchType: 'none' });
    feedback.succeed(text);
  };
  const assign = useMutation({
    mutationFn: (id: string | null) => assignRequest(key, id),
    onSuccess: done(t('miDesk.request.assigned')),
    onError: feedback.fail,
  });
  const status = useMutation({
    mutationFn: (next: 'in_progress' | 'closed') => changeStatus(key, next),
    onSuccess: (updated, next) =>
      done(next === 'closed' ? t('miDesk.request.closed') : t('miDesk.request.started'))(updated),
    onError: feedback.fail,
  });
  const flag = useMutation({
    mutationFn: () => flagAdverseEvent(key),
    onSuccess: done(t('miDesk.request.flagged')),
    onError: feedback.fail,
  });

  if (!request.data) return <QueryFallback query={request} />;
  const item = request.data;
  const open = item.status === 'received' || item.status === 'in_progress';
  const waitingForPv = item.adverseEvent && !item.pv?.acknowledgedAt;
  const chosen = assignee ?? item.assignee?.id ?? '';

  return (
    <>
      <PageHeader
        title={t('miDesk.request.heading', { reference: item.protocol ?? item.reference })}
        back={{ to: '/mi', label: t('miDesk.request.back') }}
      />
      <Feedback feedback={feedback} testId="mi-message" />
      <RequestFacts request={item} withContent={false} />
      <ScreeningSection
        request={item}
        onDone={done(t('miDesk.screening.recorded'))}
        onError={feedback.fail}
      />
      <PvState request={item} />

      <div className="admin-actions">
        {item.status === 'received' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={status.isPending}
            onClick={() => status.mutate('in_progress')}
          >
            {t('miDesk.request.start')}
          </button>
        ) : null}
        {!item.adverseEvent && item.status !== 'closed' ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={flag.isPending}
            onClick={() => flag.mutate()}
          >
            {t('miDesk.request.flag')}
          </button>
        ) : null}
        {item.status === 'answered' ? (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={status.isPending || waitingForPv}
              aria-describedby={waitingForPv ? 'mi-close-hint' : undefined}
              onClick={() => status.mutate('closed')}
            >
              {t('miDesk.request.close')}
            </button>
            {waitingForPv ? (
              <p id="mi-close-hint" className="admin-hint">
                {t('miDesk.request.closeNeedsPv')}
              </p>
            ) : null}
          </>
        ) : null}
      </div>

      {item.status !== 'closed' ? (
        <ConsoleForm
          inline
          onSubmit={() => {
            assign.mutate(chosen || null);
          }}
        >
          <ChoiceField
            id="mi-assignee"
            label={t('miDesk.request.assignment')}
            blank={t('miDesk.inbox.unassigned')}
            value={chosen}
            onChange={setAssignee}
            options={(officers.data?.officers ?? []).map((officer) => [officer.id, officer.name])}
          />
          <button type="submit" className="button button--secondary" disabled={assign.isPending}>
            {t('miDesk.request.assign')}
          </button>
        </ConsoleForm>
      ) : null}

      {/* The whole question beside the answer being written (stacked on a narrow window). */}
      <div className="mi-workspace">
        <div className="mi-workspace__question">
          <RequestContent request={item} />
        </div>
        <div className="mi-workspace__answer">
          {item.answer ? <AnswerView answer={item.answer} /> : null}
          {open ? (
            <AnswerForm request={item} onDone={done(t('miDesk.answer.sent'))} onError={feedback.fail} />
          ) : null}
        </div>
      </div>
      <NotesSection request={item} onDone={done(t('miDesk.request.noteAdded'))} onError={feedback.fail} />
    </>
  );
}
