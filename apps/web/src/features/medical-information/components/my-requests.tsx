// The user's requests with their status, newest first; the stored text is escaped, shown here as text.
import { useTranslation } from 'react-i18next';
import { DataTable } from '#components/ui/data-table.tsx';
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
        <DataTable label={t('medicalInformation.screen.mineHeading')}>
          <thead>
            <tr>
              <th scope="col">{t('medicalInformation.screen.columns.date')}</th>
              <th scope="col">{t('medicalInformation.screen.columns.product')}</th>
              <th scope="col">{t('medicalInformation.screen.columns.type')}</th>
              <th scope="col">{t('medicalInformation.screen.columns.content')}</th>
              <th scope="col">{t('medicalInformation.screen.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((request) => (
              <tr key={request.id} data-testid="my-request">
                <td>{dateFormat.format(new Date(request.date))}</td>
                <td>{request.product}</td>
                <td>
                  {isKnownType(request.type)
                    ? t(`medicalInformation.screen.types.${request.type}`)
                    : request.type}
                </td>
                <td className="medical-requests__content">
                  {escapedToText(request.content)}
                  {request.adverseEventSuspected ? (
                    <strong className="medical-requests__flag">
                      {' '}
                      — {t('medicalInformation.screen.flagged')}
                    </strong>
                  ) : null}
                  {request.answer ? (
                    // The medical team's answer: HTML the server sanitised (its allowlist) on write and read.
                    <section className="medical-requests__answer" data-testid="my-request-answer">
                      <h3>{t('medicalInformation.screen.answerHeading')}</h3>
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
                </td>
                <td data-testid="my-request-status">
                  {t(`medicalInformation.screen.status.${request.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
