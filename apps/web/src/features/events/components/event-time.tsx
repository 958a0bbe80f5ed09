// An event's date and time in the viewer's country zone.
import { useTranslation } from 'react-i18next';
import { useCountry } from '#lib/country.ts';
import { formatEventTime } from '../lib/time-zone.ts';

export function EventTime({ startsAt, endsAt }: { startsAt: string; endsAt: string }) {
  const { i18n } = useTranslation();
  const zone = useCountry().timeZone.iana;
  const label = formatEventTime(startsAt, endsAt, i18n.language, zone);
  return (
    <p className="event-time" data-testid="event-time" data-time-zone={zone}>
      <time dateTime={startsAt}>{label.date}</time>, {label.time}{' '}
      <span className="event-time__zone" data-testid="event-time-zone">
        ({label.zone})
      </span>
    </p>
  );
}
