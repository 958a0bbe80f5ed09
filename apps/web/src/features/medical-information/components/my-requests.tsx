// The user's requests, newest first, as cards (issue 34): protocol, status and date on top, where a phone
// shows them without scrolling sideways; then the question (stored escaped, shown as text) and the answer.
import { useTranslation } from 'react-i18next';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { useMyRequests } from '../api/requests.ts';
import { escapedToText } from '../lib/content-lines.ts';

const TYPES = ['Artigo', 'Pergunta'] as const;
const isKnownType = (type: string): type is (typeof TYPES)[number] =>
  (TYPES as readonly string[]).includes(type);

export function MyRequests() {
  const { t, i18n } = useTranslation();
  const query = useMyRequests();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="my-requests-heading" data-testid="my-requests">
      <h2 id="my-requests-heading">{t('medicalInformation.screen.mineHeading')}</h2>
      {query.isPending ? (
        <p role="status">{t('medicalInformation.screen.loading')}</p>
      ) : query.isError ? (
        <p role="alert">
          {t('medicalInformation.screen.loadError')}{' '}
          <button type="button" className="button button--small" onClick={() => query.refetch()}>
            {t('medicalInformation.screen.retry')}
          </button>
        </p>
      ) : query.data.items.length === 0 ? (
        <p data-testid="my-requests-empty">{t('medicalInformation.screen.empty')}</p>
      ) : (
        <ol className="medical-requests">
          {query.data.items.map((request) => {
            const type = isKnownType(request.type)
              ? t(`medicalInformation.screen.types.${request.type}`)
              : request.type;
            const title = request.protocol
              ? t('medicalInformation.screen.protocol', { protocol: request.protocol })
              : `${type} · ${request.product}`;
            return (
              <li key={request.id} className="medical-request" data-testid="my-request">
                <article aria-label={title}>
                  <header className="medical-request__head">
                    <h3 className="medical-request__title" data-testid="my-request-protocol">
                      {title}
                    </h3>
                    <span
                      className={`medical-request__status medical-request__status--${request.status}`}
                      data-testid="my-request-status"
                    >
                      {t(`medicalInformation.screen.status.${request.status}`)}
                    </span>
                  </header>
                  <p className="medical-request__meta">
                    <time dateTime={request.date}>{dateFormat.format(new Date(request.date))}</time>
                    {' · '}
                    {request.product} · {type}
                  </p>
                  <p className="medical-requests__content">
                    {escapedToText(request.content)}
                    {request.adverseEventSuspected ? (
                      <strong className="medical-requests__flag">
                        {' '}
                        — {t('medicalInformation.screen.flagged')}
                      </strong>
                    ) : null}
                  </p>
                  {request.answer ? (
                    // The medical team's answer: HTML the server sanitised (its allowlist) on write and read.
                    <section className="medical-requests__answer" data-testid="my-request-answer">
                      <h4>{t('medicalInformation.screen.answerHeading')}</h4>
                      <p>
                        {t('medicalInformation.screen.answeredOn', {
                          date: dateFormat.format(new Date(request.answer.answeredAt)),
                        })}
                      </p>
                      <ServerHtml html={request.answer.html} />
                      {request.answer.attachmentUrl ? (
                        <p>
                          <a href={request.answer.attachmentUrl} download data-testid="my-request-attachment">
                            {t('medicalInformation.screen.attachment')}
                          </a>
                        </p>
                      ) : null}
                    </section>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
