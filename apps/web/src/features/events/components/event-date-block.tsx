// The start's day and month as a calendar block, in the viewer's zone. Decorative: the full date and time
// follow in words (EventTime), so assistive technology reads them once.
import { useTranslation } from 'react-i18next';
import { useCountry } from '#lib/country.ts';
import { dateBlockParts } from '../lib/event-state.ts';

export function EventDateBlock({ startsAt }: { startsAt: string }) {
  const { i18n } = useTranslation();
  const zone = useCountry().timeZone.iana;
  const { day, month } = dateBlockParts(startsAt, i18n.language, zone);
  return (
    <div className="event-date" aria-hidden="true" data-testid="event-date-block">
      <span className="event-date__day" data-testid="event-date-day">
        {day}
      </span>
      <span className="event-date__month" data-testid="event-date-month">
        {month}
      </span>
    </div>
  );
}
