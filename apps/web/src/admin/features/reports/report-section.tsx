// One report on the page: heading, the text summary (always shown), then chart and table, with the
// loading, error and empty states of its query.
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { QueryStates } from '../../components/console-list.tsx';
import { Section } from '../../components/section.tsx';
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
    <Section id={id} heading={heading} className="admin-report">
      <QueryStates query={query} isEmpty={isEmpty} empty={t('reports.empty')}>
        {(data) => render(data, (part) => `${id}-${part}`)}
      </QueryStates>
    </Section>
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
