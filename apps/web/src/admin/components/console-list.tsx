// A console list page's body: "loading", the error alert, the empty text, or the table of rows
// (ConsoleTable). QueryFallback is the same loading/error answer for a page about one record. A refusal
// (403: the member's roles do not reach the page) is said as such, not as a generic error.
//
// Use: const list = useQuery(eventListQuery);
//      <ConsoleList query={list} rows={(data) => data.items} empty={t('authoring.events.empty')}
//        label={t('authoring.events.tableLabel')} columns={columns} rowTestId={(row) => `event-row-${row.id}`} />
//      and on a detail page: `if (!item.data) return <QueryFallback query={item} />;`
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { ConsoleTable, type ConsoleTableProps } from './console-table.tsx';
import { errorText } from './feedback.tsx';

/** "Loading" while the first answer is on its way (not for a query that waits to be enabled). */
function isLoading(query: UseQueryResult<unknown>): boolean {
  return query.isPending && query.fetchStatus !== 'idle';
}

export function QueryFallback({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useI18n();
  return query.isPending ? <p>{t('common.loading')}</p> : <p role="alert">{errorText(t, query.error, [])}</p>;
}

/** "Loading", the error alert, the empty text, or what `children` makes of the answer. */
export function QueryStates<Data>({
  query,
  isEmpty,
  empty,
  announceEmpty,
  children,
}: {
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  /** Already translated. */
  empty: string;
  /** Announce the empty text (a search's answer) as a status. */
  announceEmpty?: boolean;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useI18n();
  const { data } = query;
  return (
    <>
      {isLoading(query) ? <p>{t('common.loading')}</p> : null}
      {query.isError ? <p role="alert">{errorText(t, query.error, [])}</p> : null}
      {data !== undefined && isEmpty(data) ? (
        <p role={announceEmpty ? 'status' : undefined}>{empty}</p>
      ) : null}
      {data !== undefined && !isEmpty(data) ? children(data) : null}
    </>
  );
}

interface ConsoleListProps<Data, Row> extends Omit<ConsoleTableProps<Row>, 'rows'> {
  query: UseQueryResult<Data>;
  rows: (data: Data) => readonly Row[];
  /** Already translated. */
  empty: string;
  announceEmpty?: boolean;
}

export function ConsoleList<Data, Row extends object>({
  query,
  rows,
  empty,
  announceEmpty,
  ...table
}: ConsoleListProps<Data, Row>) {
  return (
    <QueryStates
      query={query}
      isEmpty={(data) => rows(data).length === 0}
      empty={empty}
      announceEmpty={announceEmpty}
    >
      {(data) => <ConsoleTable rows={rows(data)} {...table} />}
    </QueryStates>
  );
}
