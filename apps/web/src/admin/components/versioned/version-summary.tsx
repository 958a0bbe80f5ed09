// The top of a versioned record's page (content, events, and any other record that goes draft -> MLR
// review -> approved -> published per country): the title, the status badge, the version and countries,
// then who wrote and who reviewed it with the reviewer's comment.
//
// Use: <VersionHeading version={latest} statusTestId="event-status" state={state}
//        back={{ to: '/events', label: t('authoring.nav.events') }} />
//      ...the record's own facts...
//      <VersionAuthorship version={latest} commentTestId="event-review-comment" />
import type { ContentVersionStatus, ItemState } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';
import { PageHeader, type PageHeaderProps } from '../page-header.tsx';

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

/**
 * The one word the heading says (issue 36): the step pending on the latest version, else "published"
 * once it is live somewhere, else where its countries stand (withdrawn, expired).
 */
function headline(version: VersionFacts, state: ItemState | undefined) {
  if (!state) return version.status;
  if (state.work) return state.work;
  if (state.countries.some((c) => c.state === 'published')) return 'published';
  return state.countries[0]?.state ?? version.status;
}

const TONE: Record<string, string> = { published: 'approved', scheduled: 'in_review', expired: 'rejected' };

/** The page's head (PageHeader): the title with the state badge beside it, the way back to the list. */
export function VersionHeading({
  version,
  statusTestId,
  state,
  back,
}: {
  version: VersionFacts;
  statusTestId: string;
  /** The API's state of the record: the heading then tells it, not the bare version status. */
  state?: ItemState;
  /** The kind's list. */
  back: NonNullable<PageHeaderProps['back']>;
}) {
  const { t } = useI18n();
  const word = headline(version, state);
  return (
    <>
      <PageHeader
        title={version.title}
        back={back}
        state={
          <span className={`admin-badge admin-badge--${TONE[word] ?? word}`} data-testid={statusTestId}>
            {t(`catalogue.states.${word}`)}
          </span>
        }
      />
      <p>
        {version.version > 0 ? `${t('detail.version', { version: version.version })} · ` : null}
        {version.countries.join(', ')}
      </p>
    </>
  );
}

/** A version's own status as a badge (an editor's head, a course's exam): draft, in review, approved, rejected. */
export function VersionStatusBadge({ status, testId }: { status: ContentVersionStatus; testId?: string }) {
  const { t } = useI18n();
  return (
    <span className={`admin-badge admin-badge--${status}`} data-testid={testId}>
      {t(`status.${status}`)}
    </span>
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
