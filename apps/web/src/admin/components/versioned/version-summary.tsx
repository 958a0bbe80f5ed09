// The top of a versioned record's page (content, events, and any other record that goes draft -> MLR
// review -> approved -> published per country): the title, the status badge, the version and countries,
// then who wrote and who reviewed it with the reviewer's comment.
//
// Use: <VersionHeading version={latest} statusTestId="event-status" />
//      ...the record's own facts...
//      <VersionAuthorship version={latest} commentTestId="event-review-comment" />
import type { ContentVersionStatus } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';

/** What every versioned record's latest version carries. */
export interface VersionFacts {
  title: string;
  status: ContentVersionStatus;
  version: number;
  countries: readonly string[];
  authorEmail: string;
  reviewerEmail: string | null;
  reviewComment: string | null;
}

export function VersionHeading({ version, statusTestId }: { version: VersionFacts; statusTestId: string }) {
  const { t } = useI18n();
  return (
    <>
      <h1 className="page__title">{version.title}</h1>
      <p>
        <span className={`admin-badge admin-badge--${version.status}`} data-testid={statusTestId}>
          {t(`status.${version.status}`)}
        </span>{' '}
        {t('detail.version', { version: version.version })} · {version.countries.join(', ')}
      </p>
    </>
  );
}

export function VersionAuthorship({
  version,
  commentTestId,
}: {
  version: VersionFacts;
  commentTestId: string;
}) {
  const { t } = useI18n();
  return (
    <>
      <p>{t('detail.author', { email: version.authorEmail })}</p>
      {version.reviewerEmail ? <p>{t('detail.reviewer', { email: version.reviewerEmail })}</p> : null}
      {version.reviewComment ? (
        <div className="admin-note">
          <h2 className="admin-subheading">{t('detail.reviewComment')}</h2>
          <p data-testid={commentTestId}>{version.reviewComment}</p>
        </div>
      ) : null}
    </>
  );
}
