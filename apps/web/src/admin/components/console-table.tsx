// The console's table of records (@tanstack/react-table in the portal's scrolling DataTable): columns
// as plain objects, optional sorting by any column that says what it sorts by.
//
// Use: const columns: ConsoleColumn<Row>[] = [
//        { id: 'title', header: t('...'), cell: (row) => <Link to={...}>{row.title}</Link>, sortBy: (row) => row.title },
//        { id: 'country', header: t('...'), cell: (row) => row.country },
//      ];
//      <ConsoleTable label={t('...tableLabel')} columns={columns} rows={rows} rowTestId={(row) => `x-row-${row.id}`} />
// (Most pages want ConsoleList, which adds the loading, error and empty states around it.)
import {
  type ColumnDef,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '#components/ui/data-table.tsx';

export interface ConsoleColumn<Row> {
  id: string;
  /** Already translated. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value the column sorts by; a column without one does not sort. */
  sortBy?: (row: Row) => string | number;
  /** Class of the column's cells. */
  className?: string;
}

export interface ConsoleTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly ConsoleColumn<Row>[];
  rows: readonly Row[];
  rowTestId?: (row: Row) => string;
  rowClassName?: (row: Row) => string | undefined;
  /** The sort button's title ("Sort by {{column}}"); sorting is offered only with it. */
  sortTitle?: (column: string) => string;
}

// Stable at module scope, as the table requires.
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic, text: sortFn_text },
});

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function ConsoleTable<Row extends object>({
  label,
  columns,
  rows,
  rowTestId,
  rowClassName,
  sortTitle,
}: ConsoleTableProps<Row>) {
  const defs = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, Row> => ({
          id: column.id,
          header: column.header,
          accessorFn: (row) => column.sortBy?.(row) ?? '',
          cell: (info) => column.cell(info.row.original),
          enableSorting: !!column.sortBy,
        }),
      ),
    [columns],
  );
  const table = useTable({ features, columns: defs, data: rows as Row[], enableSorting: !!sortTitle });

  return (
    <DataTable label={label}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const text = String(header.column.columnDef.header);
              const sorted = header.column.getIsSorted();
              return (
                <th key={header.id} scope="col" aria-sort={sorted ? ARIA_SORT[sorted] : undefined}>
                  {sortTitle && header.column.getCanSort() ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={header.column.getToggleSortingHandler()}
                      title={sortTitle(text)}
                    >
                      {text}
                    </button>
                  ) : (
                    text
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-testid={rowTestId?.(row.original)} className={rowClassName?.(row.original)}>
            {row.getAllCells().map((cell, index) => (
              <td key={cell.id} className={columns[index]?.className}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
