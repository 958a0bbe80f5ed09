// One report on the page: heading, the text summary (always shown), then chart and table, with the
// loading, error and empty states of its query.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useI18n } from '../../lib/i18n.tsx';

interface ReportSectionProps<T> {
  heading: string;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  render: (data: T, idOf: (part: string) => string) => ReactNode;
}

export function ReportSection<T>({ heading, query, isEmpty, render }: ReportSectionProps<T>) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="admin-report" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="admin-subheading">
        {heading}
      </h2>
      {query.isPending ? <p>{t('common.loading')}</p> : null}
      {query.isError ? <p role="alert">{t('common.error')}</p> : null}
      {query.data && isEmpty(query.data) ? <p>{t('reports.empty')}</p> : null}
      {query.data && !isEmpty(query.data) ? render(query.data, (part) => `${id}-${part}`) : null}
    </section>
  );
}

export function formatNumber(lang: string, value: number): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es' : 'pt-BR').format(value);
}

export function formatPercent(lang: string, value: number): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es' : 'pt-BR', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value);
}
