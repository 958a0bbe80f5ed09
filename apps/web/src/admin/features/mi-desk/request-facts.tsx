// What the physician asked, as both the MI and the PV screens show it: the stored text is escaped, so it
// is decoded and shown as text, never as HTML.
import { decodeHtmlEntities, type MiRequestDetail } from '@portal/contracts';
import { TextWithTimes } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { DueDate, StatusBadge } from './request-badges.tsx';

export function RequestFacts({
  request,
  withContent = true,
}: {
  request: MiRequestDetail;
  /** The question too (the request page shows it beside the answer editor instead). */
  withContent?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <p>
        <StatusBadge status={request.status} /> · {request.country} · {request.product} · {request.type}
        {request.screening === null ? (
          <>
            {' · '}
            <span className="admin-badge admin-badge--screening" data-testid="mi-awaiting-screening">
              {t('miDesk.inbox.awaitingScreening')}
            </span>
          </>
        ) : null}
      </p>
      <ul className="admin-facts">
        <li>
          <TextWithTimes
            text={t('miDesk.request.received', { date: '{{date}}' })}
            times={{ date: request.receivedAt }}
          />
        </li>
        <li>
          {t('miDesk.inbox.columns.due')}: <DueDate request={request} />
        </li>
        <li>
          {t('miDesk.request.requester')}: {decodeHtmlEntities(request.requester)} · {request.email}
          {request.phone ? ` · ${request.phone}` : ''}
        </li>
        {request.preferredContact ? (
          <li>{t('miDesk.request.preferredContact', { contact: request.preferredContact })}</li>
        ) : null}
      </ul>
      {withContent ? <RequestContent request={request} /> : null}
    </>
  );
}

/** What was asked, whole, as text. */
export function RequestContent({ request }: { request: MiRequestDetail }) {
  const { t } = useI18n();
  return (
    <>
      <h2 className="admin-subheading">{t('miDesk.request.content')}</h2>
      <blockquote className="admin-quote" data-testid="mi-content">
        {decodeHtmlEntities(request.content)}
      </blockquote>
    </>
  );
}
