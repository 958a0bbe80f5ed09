// One hit: thumbnail, tag label, highlighted title (the link to the item) and snippet.
import type { SearchHit } from '@portal/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseStatus, NextLessonLink } from '#components/ui/course-progress.tsx';
import { TagLabel } from '#components/ui/tag-label.tsx';
import { formatDuration } from '#lib/duration.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { ResultImage } from './result-image.tsx';

export function SearchResult({
  hit,
  to,
  linkRef,
}: {
  hit: SearchHit;
  to: string;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  const { t } = useTranslation();
  // A course is measured by its workload (the course status shows it), not by its trailer's length.
  const duration = hit.course ? null : formatDuration(hit.duration);
  const title = hit.highlight.title || hit.title;
  return (
    <li className="search-result" data-testid="search-result" data-content-id={hit.id}>
      <ResultImage item={hit} />
      <div className="search-result__body">
        <h3 className="search-result__title">
          <Link to={to} ref={linkRef} data-testid="search-result-link">
            <HighlightedText html={title} />
          </Link>
        </h3>
        <p className="search-result__meta">
          <TagLabel mainCluster={hit.mainCluster} className="search-result__tag" />
          {duration ? <span>{t('contentSearch.search.duration', { duration })}</span> : null}
          {hit.course ? <CourseStatus progress={hit.course} /> : null}
        </p>
        {hit.highlight.snippet ? (
          <p className="search-result__snippet" data-testid="search-result-snippet">
            <HighlightedText html={hit.highlight.snippet} />
          </p>
        ) : null}
        {hit.course ? (
          <NextLessonLink courseId={hit.id} courseTitle={hit.title} progress={hit.course} />
        ) : null}
      </div>
    </li>
  );
}
