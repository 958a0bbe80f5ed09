// SQL of search, over what migration 0002_search adds to content_items: `search_vector` (title A,
// synopsis B, body C, stemmed with accents removed) and a trigram index on the unaccented title.
import type { TextSearchConfig } from '@portal/countries';
import { type Database, type SQL, sql } from '@portal/db';
import { MARK_END, MARK_START } from './highlight.ts';

/** The text-search configuration of a language (content_items.language). */
export type SearchConfig = TextSearchConfig;

export interface SearchScope {
  config: SearchConfig;
  /** `visibleItemCondition` of the content module: the caller's country, live, speaker rule. */
  visible: SQL;
}

export interface RawHit {
  id: string;
  title: string;
  /** ts_headline output with MARK_START/MARK_END around matches. */
  titleHeadline: string;
  snippetHeadline: string;
  /** The first and last words of the snippet's source text: tell whether the snippet cuts it. */
  sourceStart: string;
  sourceEnd: string;
}

export interface RawPage {
  total: number;
  hits: RawHit[];
}

const TITLE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const SNIPPET_OPTIONS = `MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;
/** Typos: how close (pg_trgm word_similarity) the query must be to some part of a title. */
export const TITLE_SIMILARITY_THRESHOLD = 0.45;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Control characters would be read as our markers: removed from the text before ts_headline.
const clean = (column: SQL) => sql`translate(${column}, E'\\x02\\x03', '')`;

/** Bytes of the source's start and end returned to tell whether the snippet cuts the text. */
const SOURCE_EDGE = 60;

// The snippet's source: synopsis and body as plain text, headings left out so a snippet never runs a
// heading into the sentence after it (headings with markup inside them stay; they are rare).
const snippetSource = clean(
  sql`portal_plain_text(regexp_replace(coalesce(synopsis, '') || ' ' || coalesce(body, ''),
    '<h[1-6][^>]*>[^<]*</h[1-6]>', ' ', 'gi'))`,
);

/** Headlines for one page of ids, computed only for that page (ts_headline is the costly part). */
async function headlines(
  db: Database,
  config: SearchConfig,
  query: SQL,
  ids: string[],
): Promise<Map<string, Omit<RawHit, 'id'>>> {
  if (ids.length === 0) return new Map();
  const cfg = sql.raw(`'${config}'::regconfig`);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select id, title,
      ts_headline(${cfg}, ${clean(sql`title`)}, ${query}, ${TITLE_OPTIONS}) as "titleHeadline",
      ts_headline(${cfg}, source, ${query}, ${SNIPPET_OPTIONS}) as "snippetHeadline",
      left(ltrim(source), ${SOURCE_EDGE}) as "sourceStart",
      right(rtrim(source), ${SOURCE_EDGE}) as "sourceEnd"
    from (select id, title, ${snippetSource} as source from content_items where id in (${list})) page`);
  return new Map(rows<RawHit>(result).map(({ id, ...rest }) => [id, rest]));
}

function tsquery(config: SearchConfig, text: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${text})`;
}

interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * One page of the visible items among `candidates` (a query of `id` and `score`), best score first, then
 * newest, with the total. Candidates first (their index), visibility on those only: the planner cannot
 * misjudge the order, even on PGlite whose tables are never analysed automatically.
 */
async function visiblePage(db: Database, scope: SearchScope, candidates: SQL, page: PageRequest) {
  const result = await db.execute(sql`
    with candidates as materialized (${candidates})
    select content_items.id, count(*) over () as total
    from candidates join content_items on content_items.id = candidates.id
    where ${scope.visible}
    order by candidates.score desc, content_items.publish_date desc, content_items.id
    limit ${page.limit} offset ${page.offset}`);
  const found = rows<{ id: string; total: number | string }>(result);
  // Only a page past the end needs its own count; page one with nothing found has none.
  if (found[0] || page.offset === 0) return { found, total: found[0] ? Number(found[0].total) : 0 };
  const counted = await db.execute(sql`
    with candidates as materialized (${candidates})
    select count(*) as n from candidates join content_items on content_items.id = candidates.id
    where ${scope.visible}`);
  return { found, total: Number(rows<{ n: number | string }>(counted)[0]?.n ?? 0) };
}

/**
 * Full-text matches, best first: rank (title weighs most), then newest; then the items tagged with a
 * specialty the query names (`specialties`), which rank after every text match.
 */
export async function fullTextPage(
  db: Database,
  scope: SearchScope,
  text: string,
  specialties: readonly string[],
  page: PageRequest,
): Promise<RawPage> {
  const query = tsquery(scope.config, text);
  const textMatches = sql`
    select id, ts_rank(search_vector, ${query}) as score from content_items where search_vector @@ ${query}`;
  const named = sql.join(
    specialties.map((specialty) => sql`${specialty}`),
    sql`, `,
  );
  const matches =
    specialties.length === 0
      ? textMatches
      : sql`${textMatches}
        union all
        select id, 0::real as score from content_items
        where specialties && array[${named}]::text[] and not (search_vector @@ ${query})`;
  const { found, total } = await visiblePage(db, scope, matches, page);
  return { total, hits: await withHeadlines(db, scope.config, query, found) };
}

async function withHeadlines(
  db: Database,
  config: SearchConfig,
  query: SQL,
  found: { id: string }[],
): Promise<RawHit[]> {
  const byId = await headlines(
    db,
    config,
    query,
    found.map((f) => f.id),
  );
  return found.flatMap((f) => {
    const headline = byId.get(f.id);
    return headline ? [{ id: f.id, ...headline }] : [];
  });
}

/**
 * Titles similar to the query (typos such as 'cardiologai'), leaving out full-text matches; most
 * similar first. Uses the trigram index through `%>` with a per-transaction threshold.
 */
export async function similarTitlePage(
  db: Database,
  scope: SearchScope,
  text: string,
  page: PageRequest,
): Promise<RawPage> {
  const query = tsquery(scope.config, text);
  const normalized = sql`lower(portal_unaccent(${text}))`;
  const title = sql`lower(portal_unaccent(title))`;
  const similar = sql`
    select id, word_similarity(${normalized}, ${title}) as score
    from content_items
    where ${title} %> ${normalized} and not (search_vector @@ ${query})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TITLE_SIMILARITY_THRESHOLD}`));
    const inTransaction = tx as unknown as Database;
    const { found, total } = await visiblePage(inTransaction, scope, similar, page);
    return { total, hits: await withHeadlines(inTransaction, scope.config, query, found) };
  });
}

/** How close (pg_trgm similarity, accents ignored) a title word must be to replace a query word. */
export const SUGGESTION_SIMILARITY_THRESHOLD = 0.25;

export interface WordMatch {
  /** The query word as given. */
  word: string;
  /** The closest word of a visible title (lower case, accents kept), or null when none is close. */
  closest: string | null;
  score: number;
}

/**
 * For each query word, the closest word among the titles of the visible items (trigram similarity on
 * unaccented text; words of 3+ letters). One query; run only for searches that found nothing.
 */
export async function closestTitleWords(
  db: Database,
  scope: SearchScope,
  words: readonly string[],
): Promise<WordMatch[]> {
  if (words.length === 0) return [];
  const asked = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with corpus as (
      select distinct word from content_items,
        regexp_split_to_table(lower(title), '[[:space:][:punct:]]+') as word
      where ${scope.visible} and length(word) >= 3
    ),
    asked as (select word, ord from unnest(array[${asked}]::text[]) with ordinality as t(word, ord))
    select asked.word, best.word as closest, coalesce(best.score, 0) as score
    from asked left join lateral (
      select corpus.word, similarity(portal_unaccent(corpus.word), portal_unaccent(lower(asked.word))) as score
      from corpus order by score desc, corpus.word limit 1
    ) best on true
    order by asked.ord`);
  return rows<{ word: string; closest: string | null; score: number | string }>(result).map((row) => ({
    word: row.word,
    closest: row.closest,
    score: Number(row.score),
  }));
}
