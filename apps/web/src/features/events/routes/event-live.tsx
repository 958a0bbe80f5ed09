// `/eventos/:id/participar` and `/unirse`: the live meeting through its provider adapter. Attendance:
// joined when the room is handed out, left on leaving the view or closing the page.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ActionButton, ActionLink } from '#components/ui/action.tsx';
import { ErrorState, LoadingState, NotFoundState } from '#components/ui/states.tsx';
import { ApiError } from '#lib/api-client.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { recordAttendance, useEvent, useMeeting } from '../api/events.ts';
import { EventTime } from '../components/event-time.tsx';
import { MeetingFrame, type MeetingState } from '../components/meeting-frame.tsx';
import '../components/events.css';

function useAttendance(id: string, active: boolean) {
  const left = useRef(false);
  useEffect(() => {
    if (!active) return;
    left.current = false;
    void recordAttendance(id, 'joined');
    const leave = () => {
      if (left.current) return;
      left.current = true;
      void recordAttendance(id, 'left');
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [id, active]);
}

function Unreachable({ id, onRetry }: { id: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state-message" role="alert" data-testid="meeting-unreachable">
      <h2 className="state-message__title">{t('events.live.unreachableTitle')}</h2>
      <p>{t('events.live.unreachableBody')}</p>
      <p className="event-detail__actions">
        <ActionButton kind="secondary" testId="meeting-retry" onClick={onRetry}>
          {t('events.live.retry')}
        </ActionButton>
        <ActionLink kind="primary" to={paths.events.event.getHref(id)} testId="meeting-back-to-event">
          {t('events.live.backToEvent')}
        </ActionLink>
      </p>
    </div>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const event = useEvent(id);
  const meeting = useMeeting(id);
  const [state, setState] = useState<MeetingState>('connecting');
  const [attempt, setAttempt] = useState(0);
  const onState = useCallback((next: MeetingState) => setState(next), []);
  usePageTitle(t('events.live.title', { title: event.data?.title ?? '' }));
  useAttendance(id, meeting.isSuccess);

  if (meeting.isPending) return <LoadingState scope="events" />;
  if (meeting.isError) {
    const status = meeting.error instanceof ApiError ? meeting.error.status : 0;
    if (status === 404 || status === 400)
      return <NotFoundState scope="events" backTo={paths.events.list.getHref()} testId="event-not-found" />;
    if (status === 409)
      return (
        <div className="container page events-page" data-testid="meeting-not-live">
          {/* The room is not open yet: a page of its own, with the event's name and when it starts. */}
          <h1 className="page__title">{event.data?.title ?? t('events.live.notLive')}</h1>
          {event.data && <EventTime startsAt={event.data.startsAt} endsAt={event.data.endsAt} />}
          <p>{t('events.live.notLive')}</p>
          <p>{t('events.detail.notLiveYet')}</p>
          <p>
            <Link to={paths.events.event.getHref(id)} className="button button--primary">
              {t('events.live.backToEvent')}
            </Link>
          </p>
        </div>
      );
    return <ErrorState scope="events" onRetry={() => meeting.refetch()} />;
  }
  return (
    <div className="container page event-live" data-testid="event-live" data-state={state}>
      <div className="event-live__bar">
        <h1 className="page__title">{t('events.live.title', { title: event.data?.title ?? '' })}</h1>
        <ActionLink kind="secondary" to={paths.events.event.getHref(id)} testId="meeting-leave">
          {t('events.live.leave')}
        </ActionLink>
      </div>
      {state === 'unreachable' && <Unreachable id={id} onRetry={() => setAttempt((n) => n + 1)} />}
      <MeetingFrame meeting={meeting.data} attempt={attempt} onState={onState} />
    </div>
  );
}
