// Mounts the provider's meeting into a container; reports 'unreachable' when its script cannot be loaded.
import type { Meeting } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adapterFor } from '../lib/meeting-adapters.ts';

export type MeetingState = 'connecting' | 'ready' | 'unreachable';

export function MeetingFrame(props: {
  meeting: Meeting;
  attempt: number;
  onState: (state: MeetingState) => void;
}) {
  const { meeting, attempt, onState } = props;
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLElement>(null);
  const [state, setState] = useState<MeetingState>('connecting');
  const language = i18n.language;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let dispose: (() => void) | undefined;
    setState('connecting');
    // `attempt` restarts the mount on retry.
    void attempt;
    adapterFor(meeting)
      .mount(meeting, element, language)
      .then((session) => {
        if (cancelled) session.dispose();
        else {
          dispose = () => session.dispose();
          setState('ready');
        }
      })
      .catch(() => {
        if (!cancelled) setState('unreachable');
      });
    return () => {
      cancelled = true;
      dispose?.();
      element.replaceChildren();
    };
  }, [meeting, language, attempt]);

  useEffect(() => onState(state), [state, onState]);

  return (
    <>
      {state === 'connecting' && (
        <p role="status" data-testid="meeting-connecting">
          {t('events.live.connecting')}
        </p>
      )}
      <section
        ref={container}
        className="event-live__frame"
        data-testid="meeting-container"
        data-provider={meeting.provider}
        aria-label={t('events.live.frameLabel')}
        hidden={state === 'unreachable'}
      />
    </>
  );
}
