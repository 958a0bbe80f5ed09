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

/** What the visibility condition and the order read of a candidate, besides its id and score. */
const CANDIDATE_COLUMNS = sql`publish_date, is_speaker_training`;

function tsquery(config: SearchConfig, text: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${text})`;
}

interface PageRequest {
  offset: number;
  limit: number;
}

/**
 * One page of the visible items among `candidates` (a query of `id`, `score`, `publish_date` and
 * `is_speaker_training`), best score first, then newest, with the total and the page's headlines, in one
 * statement. Candidates first (their index), visibility on those only (the CTE stands in for
 * content_items in the visibility condition: no join back to the table), so the planner cannot misjudge
 * the order, even on PGlite whose tables are never analysed automatically. ts_headline, the costly
 * part, runs for the page's rows only.
 */
async function visiblePage(
  db: Database,
  scope: SearchScope,
  candidates: SQL,
  query: SQL,
  page: PageRequest,
): Promise<RawPage> {
  const cfg = sql.raw(`'${scope.config}'::regconfig`);
  const result = await db.execute(sql`
    with candidates as materialized (${candidates}),
    page as (
      select content_items.id, content_items.score, content_items.publish_date, count(*) over () as total
      from candidates as content_items
      where ${scope.visible}
      order by content_items.score desc, content_items.publish_date desc, content_items.id
      limit ${page.limit} offset ${page.offset})
    select page.id, page.total, source.title,
      ts_headline(${cfg}, ${clean(sql`source.title`)}, ${query}, ${TITLE_OPTIONS}) as "titleHeadline",
      ts_headline(${cfg}, source.text, ${query}, ${SNIPPET_OPTIONS}) as "snippetHeadline",
      left(ltrim(source.text), ${SOURCE_EDGE}) as "sourceStart",
      right(rtrim(source.text), ${SOURCE_EDGE}) as "sourceEnd"
    from page cross join lateral (
      select title, ${snippetSource} as text from content_items where content_items.id = page.id) source
    order by page.score desc, page.publish_date desc, page.id`);
  const found = rows<RawHit & { total: number | string }>(result);
  const hits = found.map(({ total: _total, ...hit }) => hit);
  // Only a page past the end needs its own count; page one with nothing found has none.
  if (found[0] || page.offset === 0) return { hits, total: found[0] ? Number(found[0].total) : 0 };
  const counted = await db.execute(sql`
    with candidates as materialized (${candidates})
    select count(*) as n from candidates as content_items where ${scope.visible}`);
  return { hits, total: Number(rows<{ n: number | string }>(counted)[0]?.n ?? 0) };
}

function specialtyArray(specialties: readonly string[]): SQL {
  return sql`array[${sql.join(
    specialties.map((specialty) => sql`${specialty}`),
    sql`, `,
  )}]::text[]`;
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
    select id, ts_rank(search_vector, ${query}) as score, ${CANDIDATE_COLUMNS}
    from content_items where search_vector @@ ${query}`;
  const matches =
    specialties.length === 0
      ? textMatches
      : sql`${textMatches}
        union all
        select id, 0::real as score, ${CANDIDATE_COLUMNS} from content_items
        where specialties && ${specialtyArray(specialties)} and not (search_vector @@ ${query})`;
  return visiblePage(db, scope, matches, query, page);
}

/**
 * Whether `fullTextPage` would find anything: the first visible match answers, with no rank, count or
 * headline ("did you mean" checks its suggestion, often a broad word matching thousands, this way).
 */
export async function anyFullTextMatch(
  db: Database,
  scope: SearchScope,
  text: string,
  specialties: readonly string[],
): Promise<boolean> {
  const query = tsquery(scope.config, text);
  const named = specialties.length === 0 ? sql`` : sql` or specialties && ${specialtyArray(specialties)}`;
  const result = await db.execute(sql`
    select 1 as found from content_items
    where (search_vector @@ ${query}${named}) and ${scope.visible}
    limit 1`);
  return rows(result).length > 0;
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
    select id, word_similarity(${normalized}, ${title}) as score, ${CANDIDATE_COLUMNS}
    from content_items
    where ${title} %> ${normalized} and not (search_vector @@ ${query})`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TITLE_SIMILARITY_THRESHOLD}`));
    return visiblePage(tx as unknown as Database, scope, similar, query, page);
  });
}

/** How close (pg_trgm similarity, accents ignored) a title word must be to replace a query word. */
export const SUGGESTION_SIMILARITY_THRESHOLD = 0.25;

/** The distinct words (3+ letters, lower case) of the titles of the visible items, for "did you mean". */
export async function visibleTitleWords(db: Database, scope: SearchScope): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct word from content_items,
      regexp_split_to_table(lower(title), '[[:space:][:punct:]]+') as word
    where ${scope.visible} and length(word) >= 3`);
  return rows<{ word: string }>(result).map((row) => row.word);
}

export interface RawPartHit {
  id: string;
  kind: 'episode' | 'lesson';
  contentId: string;
  title: string;
  titleHeadline: string;
}

/** Most episodes and lessons a search lists (they show on its first page only). */
export const MAX_PART_HITS = 12;

/**
 * Episodes and lessons whose title (weighs most) or synopsis match, of visible items only: the parent
 * stands as `content_items` in the visibility condition, so an unpublished, expired or other-country
 * item's parts are never found. Parts are few per item and have no index of their own.
 */
export async function partMatches(db: Database, scope: SearchScope, text: string): Promise<RawPartHit[]> {
  const query = tsquery(scope.config, text);
  const cfg = sql.raw(`'${scope.config}'::regconfig`);
  const vector = sql`setweight(to_tsvector(${cfg}, content_parts.title), 'A')
    || setweight(to_tsvector(${cfg}, coalesce(content_parts.synopsis, '')), 'B')`;
  const result = await db.execute(sql`
    with matches as materialized (
      select content_parts.id, content_parts.kind, content_parts.content_id, content_parts.title,
        content_parts.position, ts_rank(${vector}, ${query}) as score
      from content_parts join content_items on content_items.id = content_parts.content_id
      where ${vector} @@ ${query} and ${scope.visible}
      order by score desc, content_parts.content_id, content_parts.position, content_parts.id
      limit ${MAX_PART_HITS})
    select id, kind, content_id as "contentId", title,
      ts_headline(${cfg}, ${clean(sql`title`)}, ${query}, ${TITLE_OPTIONS}) as "titleHeadline"
    from matches
    order by score desc, content_id, position, id`);
  return rows<RawPartHit>(result);
}
