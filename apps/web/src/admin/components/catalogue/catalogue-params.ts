// A console list's search, filters, sort and page, kept in the address (so a list is linkable and the
// back button returns to the same page), read and written as the API's query (catalogueQuerySchema).
import type { CatalogueQueryInput } from '@portal/contracts';
import { useSearchParams } from 'react-router';

/** The query's fields as the form edits them (text; empty: not set). */
export interface CatalogueFilters {
  q: string;
  kind: string;
  status: string;
  country: string;
  specialty: string;
  expiringWithin: string;
  sort: string;
  dir: string;
}

const FIELDS = ['q', 'kind', 'status', 'country', 'specialty', 'expiringWithin', 'sort', 'dir'] as const;
export const DEFAULT_PAGE_SIZE = 25;

export function useCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(
    FIELDS.map((f) => [f, params.get(f) ?? '']),
  ) as unknown as CatalogueFilters;
  const page = Math.max(1, Number(params.get('page')) || 1);
  /** The API's query string (the fields set, and the page). */
  const search = new URLSearchParams([
    ...FIELDS.flatMap((f) => (filters[f] ? [[f, filters[f]] as [string, string]] : [])),
    ['page', String(page)],
    ['pageSize', String(DEFAULT_PAGE_SIZE)],
  ]).toString();
  return {
    filters,
    page,
    search,
    /** New filters start again at the first page. */
    applyFilters: (next: CatalogueFilters) =>
      setParams(new URLSearchParams(FIELDS.flatMap((f) => (next[f] ? [[f, next[f]]] : [])))),
    goToPage: (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set('page', String(next));
        return copy;
      }),
  };
}

export type { CatalogueQueryInput };
