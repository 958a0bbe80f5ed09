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
      ts_headline(${cfg},
        ${clean(sql`portal_plain_text(coalesce(synopsis, '') || ' ' || coalesce(body, ''))`)},
        ${query}, ${SNIPPET_OPTIONS}) as "snippetHeadline"
    from content_items where id in (${list})`);
  return new Map(rows<RawHit>(result).map(({ id, ...rest }) => [id, rest]));
}

function tsquery(config: SearchConfig, text: string): SQL {
  return sql`websearch_to_tsquery(${sql.raw(`'${config}'::regconfig`)}, ${text})`;
}

/** Full-text matches, best first: rank (title weighs most), then newest. */
export async function fullTextPage(
  db: Database,
  scope: SearchScope,
  text: string,
  page: { offset: number; limit: number },
): Promise<RawPage> {
  const query = tsquery(scope.config, text);
  // Matches first (GIN index), visibility on those only: the planner cannot misjudge the order, even
  // on PGlite whose tables are never analysed automatically.
  const result = await db.execute(sql`
    with matches as materialized (
      select id, ts_rank(search_vector, ${query}) as rank from content_items where search_vector @@ ${query}
    )
    select content_items.id, count(*) over () as total
    from matches join content_items on content_items.id = matches.id
    where ${scope.visible}
    order by matches.rank desc, content_items.publish_date desc, content_items.id
    limit ${page.limit} offset ${page.offset}`);
  const found = rows<{ id: string; total: number | string }>(result);
  const total = found[0] ? Number(found[0].total) : await fullTextCount(db, scope, query, page.offset);
  return { total, hits: await withHeadlines(db, scope.config, query, found) };
}

async function fullTextCount(db: Database, scope: SearchScope, query: SQL, offset: number): Promise<number> {
  // Only a page past the end needs its own count; page one with nothing found has none.
  if (offset === 0) return 0;
  const result = await db.execute(sql`
    with matches as materialized (select id from content_items where search_vector @@ ${query})
    select count(*) as n from matches join content_items on content_items.id = matches.id
    where ${scope.visible}`);
  return Number(rows<{ n: number | string }>(result)[0]?.n ?? 0);
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
  page: { offset: number; limit: number },
): Promise<RawPage> {
  const query = tsquery(scope.config, text);
  const normalized = sql`lower(portal_unaccent(${text}))`;
  const title = sql`lower(portal_unaccent(title))`;
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TITLE_SIMILARITY_THRESHOLD}`));
    const similar = sql`
      with similar_titles as materialized (
        select id, word_similarity(${normalized}, ${title}) as score
        from content_items
        where ${title} %> ${normalized} and not (search_vector @@ ${query})
      )`;
    const result = await tx.execute(sql`
      ${similar}
      select content_items.id, count(*) over () as total
      from similar_titles join content_items on content_items.id = similar_titles.id
      where ${scope.visible}
      order by similar_titles.score desc, content_items.publish_date desc, content_items.id
      limit ${page.limit} offset ${page.offset}`);
    const found = rows<{ id: string; total: number | string }>(result);
    const db2 = tx as unknown as Database;
    let total = found[0] ? Number(found[0].total) : 0;
    if (!found[0] && page.offset > 0) {
      const counted = await tx.execute(sql`
        ${similar}
        select count(*) as n from similar_titles join content_items on content_items.id = similar_titles.id
        where ${scope.visible}`);
      total = Number(rows<{ n: number | string }>(counted)[0]?.n ?? 0);
    }
    return { total, hits: await withHeadlines(db2, scope.config, query, found) };
  });
}
