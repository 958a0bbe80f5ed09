// Search (/busca, /busqueda): the term in ?q=, ranked hits with highlighted matches, "more results"
// pages by `from`. Hits open the item's detail under this route (/busca/{id}), courses the course screen;
// a search without results offers the server's "did you mean" query as a link. Matching episodes and
// lessons (first page) open under their item: /busca/{idCapa}/{id}, a course's lesson on the course screen.
import type { SearchPartHit } from '@portal/contracts';
import { isCourseItem } from '@portal/countries';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import '#styles/account.css';
import '../components/search.css';
import { LoadingIndicator } from '#components/ui/route-fallback.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useSearch } from '../api/search.ts';
import { SearchForm } from '../components/search-form.tsx';
import { SearchPartResult } from '../components/search-part-result.tsx';
import { SearchResult } from '../components/search-result.tsx';
import { mergePages, normaliseQuery, totalOf } from '../lib/search-query.ts';

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = normaliseQuery(params.get('q'));
  usePageTitle(q ? `${t('contentSearch.search.title')}: ${q}` : t('contentSearch.search.title'));

  const onSearch = (next: string) => setParams(next ? { q: next } : {});

  return (
    <div className="container page search-page" data-testid="search-page">
      <h1 className="page__title">{t('contentSearch.search.heading')}</h1>
      <p className="page__lead">{t('contentSearch.search.lead')}</p>
      <SearchForm initial={q} onSearch={onSearch} />
      {q ? (
        <SearchResults q={q} />
      ) : (
        <p className="search-page__prompt">{t('contentSearch.search.prompt')}</p>
      )}
    </div>
  );
}

function SearchResults({ q }: { q: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const base = pathname.replace(/\/+$/, '');
  const search = useSearch(q);
  const pages = search.data?.pages ?? [];
  const hits = mergePages(pages);
  const total = totalOf(pages);
  const suggestion = pages[0]?.suggestion ?? null;
  const parts = pages[0]?.parts ?? [];
  const partHref = (part: SearchPartHit) =>
    isCourseItem(part.parent)
      ? paths.training.lesson.getHref(part.parent.id, part.id)
      : `${base}/${encodeURIComponent(part.parent.id)}/${encodeURIComponent(part.id)}`;

  // After "more results", focus moves to the first new hit so keyboard users continue from there.
  const focusIndex = useRef<number | null>(null);
  const firstNewLink = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    if (focusIndex.current !== null && firstNewLink.current) {
      firstNewLink.current.focus();
      focusIndex.current = null;
    }
  });

  if (search.isPending) return <LoadingIndicator />;
  if (search.isError && hits.length === 0) {
    return (
      <div className="search-page__state" role="alert" data-testid="search-error">
        <p>{t('contentSearch.search.error')}</p>
        <button type="button" className="button button--secondary" onClick={() => search.refetch()}>
          {t('contentSearch.search.retry')}
        </button>
      </div>
    );
  }

  return (
    <section className="search-results" aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="section__title">
        {t('contentSearch.search.resultsHeading', { query: q })}
      </h2>
      <p role="status" className="search-results__count" data-testid="search-count">
        {hits.length > 0
          ? t('contentSearch.search.resultCount', { count: total })
          : parts.length > 0
            ? t('contentSearch.search.partCount', { count: parts.length })
            : t('contentSearch.search.empty', { query: q })}
      </p>
      {parts.length > 0 ? (
        <>
          <h3 className="search-results__group">{t('contentSearch.search.partsHeading')}</h3>
          <ol className="search-results__list" data-testid="search-parts">
            {parts.map((part) => (
              <SearchPartResult key={part.id} part={part} to={partHref(part)} />
            ))}
          </ol>
          {hits.length > 0 ? (
            <h3 className="search-results__group">{t('contentSearch.search.itemsHeading')}</h3>
          ) : null}
        </>
      ) : null}
      {hits.length === 0 && parts.length === 0 && suggestion ? (
        <p className="search-page__suggestion" data-testid="search-suggestion">
          {t('contentSearch.search.didYouMeanBefore')}
          <Link
            to={{ search: `?${new URLSearchParams({ q: suggestion })}` }}
            data-testid="search-suggestion-link"
          >
            {suggestion}
          </Link>
          {t('contentSearch.search.didYouMeanAfter')}
        </p>
      ) : null}
      {hits.length === 0 && parts.length > 0 ? null : hits.length === 0 ? (
        <p className="search-page__hint" data-testid="search-empty">
          {t('contentSearch.search.emptyHint')}
        </p>
      ) : (
        <ol className="search-results__list" data-testid="search-results">
          {hits.map((hit, index) => (
            <SearchResult
              key={hit.id}
              hit={hit}
              to={
                isCourseItem(hit)
                  ? paths.training.course.getHref(hit.id)
                  : `${base}/${encodeURIComponent(hit.id)}`
              }
              linkRef={index === focusIndex.current ? firstNewLink : undefined}
            />
          ))}
        </ol>
      )}
      {hits.length > 0 && total > hits.length ? (
        <p className="search-results__showing">
          {t('contentSearch.search.showing', { shown: hits.length, total })}
        </p>
      ) : null}
      {search.isFetchNextPageError ? (
        <p className="search-page__state" role="alert">
          {t('contentSearch.search.error')}
        </p>
      ) : null}
      {search.hasNextPage ? (
        <p className="search-results__more">
          <button
            type="button"
            className="button button--secondary"
            disabled={search.isFetchingNextPage}
            aria-describedby={search.isFetchingNextPage ? 'search-loading-more' : undefined}
            onClick={() => {
              focusIndex.current = hits.length;
              void search.fetchNextPage();
            }}
            data-testid="search-more"
          >
            {search.isFetchingNextPage ? <Spinner size="sm" /> : null}
            {t('contentSearch.search.more')}
          </button>
          {search.isFetchingNextPage ? (
            <span id="search-loading-more" role="status" className="visually-hidden">
              {t('contentSearch.search.loadingMore')}
            </span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
