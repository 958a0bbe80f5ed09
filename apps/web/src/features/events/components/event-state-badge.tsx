// The event's state as a badge with words (never colour alone): upcoming, live, recorded or ended.
import type { PortalEvent } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { eventState } from '../lib/event-state.ts';

export function EventStateBadge({ event }: { event: PortalEvent }) {
  const { t } = useTranslation();
  const state = eventState(event, Date.now());
  return (
    <span className={`event-state event-state--${state}`} data-testid="event-state" data-state={state}>
      {t(`events.badge.${state}`)}
    </span>
  );
}
