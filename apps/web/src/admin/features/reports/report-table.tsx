// The accessible alternative of a chart: its numbers as a table, behind a disclosure so the page stays
// short (the text summary above the chart is always visible).
import { DataTable } from '#components/ui/data-table.tsx';
import { useI18n } from '../../lib/i18n.tsx';

interface ReportTableProps {
  label: string;
  columns: string[];
  rows: (string | number)[][];
}

export function ReportTable({ label, columns, rows }: ReportTableProps) {
  const { t } = useI18n();
  return (
    <details className="admin-report__table">
      <summary>{t('reports.showTable')}</summary>
      <DataTable label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </details>
  );
}
