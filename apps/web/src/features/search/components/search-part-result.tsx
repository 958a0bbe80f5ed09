// One matching episode or lesson: its highlighted title (the link to it) and the item it belongs to.
import type { SearchPartHit } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HighlightedText } from './highlighted-text.tsx';
import { ResultImage } from './result-image.tsx';

export function SearchPartResult({ part, to }: { part: SearchPartHit; to: string }) {
  const { t } = useTranslation();
  const of = part.kind === 'lesson' ? 'contentSearch.search.lessonOf' : 'contentSearch.search.episodeOf';
  return (
    <li className="search-result" data-testid="search-part" data-part-id={part.id}>
      <ResultImage item={part.parent} />
      <div className="search-result__body">
        <h4 className="search-result__title">
          <Link to={to} data-testid="search-part-link">
            <HighlightedText html={part.highlight.title} />
          </Link>
        </h4>
        <p className="search-result__meta">{t(of, { title: part.parent.title })}</p>
      </div>
    </li>
  );
}
