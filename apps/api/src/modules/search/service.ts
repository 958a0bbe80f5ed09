// Search rules (spec section 7, call 10): full text first; when it finds little, titles similar to the
// query (typos) follow the full-text hits. Pages of SEARCH_PAGE_SIZE through `from`.
import { SEARCH_PAGE_SIZE, type SearchHit, type SearchPartHit, type SearchResponse } from '@portal/contracts';
import { countryOrDefault, textSearchConfig } from '@portal/countries';
import type { Database } from '@portal/db';
import { cachedForAudience, loadSummaries, type Viewer, visibleItemCondition } from '../content/service.ts';
import { headlineToHtml, markSimilarWords, snippetToHtml } from './highlight.ts';
import {
  anyFullTextMatch,
  fullTextPage,
  partMatches,
  type RawHit,
  type RawPartHit,
  type SearchScope,
  SUGGESTION_SIMILARITY_THRESHOLD,
  similarTitlePage,
  visibleTitleWords,
} from './repository.ts';
import { specialtiesNamedIn } from './specialty-match.ts';
import { closestWord, vocabularyOf } from './title-vocabulary.ts';

/** Fewer full-text hits than this and similar titles are added. */
export const FEW_FULL_TEXT_HITS = 3;

export async function searchContent(
  db: Database,
  viewer: Viewer,
  input: { q: string; from: number },
): Promise<SearchResponse> {
  const text = input.q.trim();
  const from = input.from;
  // What the query finds is the same for everyone of the country and audience: cached (a campaign's
  // term searched by a crowd runs its statements once); the saved flags and progress are laid over below.
  const { hits, total, suggestion, parts } = await cachedForAudience(db, viewer, `${from}|${text}`, () =>
    findHits(db, viewer, text, from),
  );

  const summaries = await loadSummaries(
    db,
    [...new Set([...hits.map((h) => h.raw.id), ...parts.map((p) => p.contentId)])],
    viewer,
  );
  const byId = new Map(summaries.map((s) => [s.id, s]));
  const items: SearchHit[] = hits.flatMap(({ raw, similar }) => {
    const summary = byId.get(raw.id);
    if (!summary) return [];
    const title = headlineToHtml(raw.titleHeadline);
    return [
      {
        ...summary,
        highlight: {
          title: similar && !title.includes('<mark>') ? markSimilarWords(raw.title, text) : title,
          snippet: snippetToHtml(raw.snippetHeadline, raw.sourceStart, raw.sourceEnd),
        },
      },
    ];
  });
  const partHits: SearchPartHit[] = parts.flatMap((part) => {
    const parent = byId.get(part.contentId);
    if (!parent) return [];
    return [
      { id: part.id, kind: part.kind, highlight: { title: headlineToHtml(part.titleHeadline) }, parent },
    ];
  });
  const end = from + hits.length;
  return { items, total, from, next: end < total ? end : null, suggestion, parts: partHits };
}

interface FoundHits {
  hits: { raw: RawHit; similar: boolean }[];
  total: number;
  suggestion: string | null;
  /** Matching episodes and lessons: on the first page only. */
  parts: RawPartHit[];
}

/** The query's page of hits, its total and, when nothing is found, a "did you mean". */
async function findHits(db: Database, viewer: Viewer, text: string, from: number): Promise<FoundHits> {
  // The country reads content in one language and searches in that language's configuration.
  const country = countryOrDefault(viewer.country);
  const config = textSearchConfig(country);
  const scope = { config, visible: visibleItemCondition(viewer) };
  const fullText = await fullTextPage(db, scope, text, specialtiesNamedIn(country, text), {
    offset: from,
    limit: SEARCH_PAGE_SIZE,
  });
  const hits: { raw: RawHit; similar: boolean }[] = fullText.hits.map((raw) => ({ raw, similar: false }));
  let total = fullText.total;
  if (fullText.total < FEW_FULL_TEXT_HITS) {
    // The similar titles come after every full-text hit: their page starts where those end.
    const similar = await similarTitlePage(db, scope, text, {
      offset: Math.max(0, from - fullText.total),
      limit: SEARCH_PAGE_SIZE - hits.length,
    });
    hits.push(...similar.hits.map((raw) => ({ raw, similar: true })));
    total += similar.total;
  }
  const parts = from === 0 ? await partMatches(db, scope, text) : [];
  const suggestion =
    total === 0 && parts.length === 0 ? await didYouMean(db, viewer, scope, country, text) : null;
  return { hits, total, suggestion, parts };
}

/** Query words compared with title words: at most this many, of 3+ letters. */
const MAX_SUGGESTION_WORDS = 6;

/**
 * "Did you mean": the query with each unknown word replaced by the closest title word, offered only when
 * it differs from the query and finds something.
 */
async function didYouMean(
  db: Database,
  viewer: Viewer,
  scope: SearchScope,
  country: ReturnType<typeof countryOrDefault>,
  text: string,
): Promise<string | null> {
  const words = text
    .toLowerCase()
    .split(/[\s\p{P}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SUGGESTION_WORDS);
  // The same for the whole audience, like the search pages it serves.
  const vocabulary = await cachedForAudience(db, viewer, 'vocabulary', async () =>
    vocabularyOf(await visibleTitleWords(db, scope)),
  );
  const replacement = new Map(
    words
      .filter((word) => word.length >= 3)
      .flatMap((word) => {
        const { closest, score } = closestWord(vocabulary, word);
        return closest && score >= SUGGESTION_SIMILARITY_THRESHOLD ? [[word, closest] as const] : [];
      }),
  );
  const suggestion = words.map((word) => replacement.get(word) ?? word).join(' ');
  if (suggestion === words.join(' ')) return null;
  return (await anyFullTextMatch(db, scope, suggestion, specialtiesNamedIn(country, suggestion)))
    ? suggestion
    : null;
}
