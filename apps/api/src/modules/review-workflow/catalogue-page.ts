// One page of a console list (issue 36): search, filters, sorting and paging over the records of the
// member's countries. The lists are built per request from each kind's versions and what is live (a
// few hundred records a country), so the filters run here, over every record, before the page is cut.
import type { CatalogueQuery, ItemState } from '@portal/contracts';

/** What the filters and sorts read of a record. */
export interface ListedRecord<Item> {
  item: Item;
  id: string;
  title: string;
  /** The record's type, for the `kind` filter (content: its main cluster). */
  kind: string | null;
  specialties: readonly string[];
  updatedAt: Date;
  state: ItemState;
}

const DAY_MS = 86_400_000;

/** Lower case without accents, so "cardiologia" finds "Cardiología". */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The instants a record's approval or a live country expires at. */
function expiries(state: ItemState): number[] {
  return [state.approvalExpiresAt, ...state.countries.map((c) => c.expiresAt)]
    .filter((d): d is string => d !== null)
    .map((d) => new Date(d).getTime());
}

function matches<Item>(record: ListedRecord<Item>, query: CatalogueQuery, now: Date): boolean {
  const { state } = record;
  if (query.q) {
    const haystack = folded(`${record.title} ${record.id}`);
    if (
      !folded(query.q)
        .split(/\s+/)
        .every((word) => haystack.includes(word))
    )
      return false;
  }
  if (query.kind && record.kind !== query.kind) return false;
  if (query.specialty && !record.specialties.includes(query.specialty)) return false;
  const countries = query.country
    ? state.countries.filter((c) => c.country === query.country)
    : state.countries;
  if (query.country && countries.length === 0) return false;
  if (query.status && state.work !== query.status && !countries.some((c) => c.state === query.status))
    return false;
  if (query.expiringWithin !== undefined) {
    const until = now.getTime() + query.expiringWithin * DAY_MS;
    if (!expiries(state).some((at) => at > now.getTime() && at <= until)) return false;
  }
  return true;
}

/** What a record sorts by in each sort. */
function sortKey<Item>(record: ListedRecord<Item>, sort: CatalogueQuery['sort']): string | number {
  switch (sort) {
    case 'title':
      return folded(record.title);
    case 'expires':
      return Math.min(Number.MAX_SAFE_INTEGER, ...expiries(record.state));
    case 'status':
      return record.state.work ?? record.state.countries[0]?.state ?? '';
    default:
      return record.updatedAt.getTime();
  }
}

export function pageOf<Item>(records: readonly ListedRecord<Item>[], query: CatalogueQuery, now: Date) {
  const found = records.filter((record) => matches(record, query, now));
  const direction = query.dir === 'asc' ? 1 : -1;
  found.sort((a, b) => {
    const ka = sortKey(a, query.sort);
    const kb = sortKey(b, query.sort);
    const order = ka < kb ? -1 : ka > kb ? 1 : 0;
    // Ties in a stable order (the id), whatever the direction.
    return order * direction || a.id.localeCompare(b.id);
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    items: found.slice(start, start + query.pageSize).map((record) => record.item),
    total: found.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}
