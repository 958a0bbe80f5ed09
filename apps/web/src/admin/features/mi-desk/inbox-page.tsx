// The MI inbox: requests of the officer's countries, those awaiting the safety screening first, then open
// ones soonest due first, filtered by status, product, country, due and adverse-event flag. Each row says
// who asked, from where, about what (the question's first line) and how long ago; a missed due date is
// marked in words, not colour only.
import {
  decodeHtmlEntities,
  MEDICAL_REQUEST_STATUS_VALUES,
  MI_DUE_FILTERS,
  type MiRequestQuery,
  type MiRequestSummary,
} from '@portal/contracts';
import { PRODUCTS } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import type { ConsoleColumn } from '../../components/console-table.tsx';
import { type Choice, ChoiceField, plainChoices } from '../../components/fields.tsx';
import { FilterForm, useFilters } from '../../components/filter-form.tsx';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { formatAge } from './age.ts';
import { miListQuery } from './api.ts';
import { DueDate, StatusBadge } from './request-badges.tsx';
import './mi-desk.css';
import { PageHeader } from '../../components/page-header.tsx';

type Filters = Record<'status' | 'product' | 'country' | 'due' | 'ae', string>;

export function InboxPage() {
  const { t, lang } = useI18n();
  const me = useQuery(meQuery);
  const { draft, applied, edit, apply } = useFilters<Filters>({
    status: '',
    product: '',
    country: '',
    due: '',
    ae: '',
  });
  const list = useQuery(miListQuery(applied as MiRequestQuery));
  // Ages are read against the moment the list arrived (the page does not tick).
  const now = list.dataUpdatedAt;

  const columns = useMemo(
    (): ConsoleColumn<MiRequestSummary>[] => [
      {
        id: 'reference',
        header: t('miDesk.inbox.columns.reference'),
        cell: (request) => (
          <Link to={`/mi/${request.key}`} className="mi-protocol" data-testid="mi-protocol">
            {request.protocol ?? request.reference}
          </Link>
        ),
      },
      {
        id: 'requester',
        header: t('miDesk.inbox.columns.requester'),
        cell: (request) => decodeHtmlEntities(request.requester),
      },
      { id: 'country', header: t('miDesk.inbox.columns.country'), cell: (request) => request.country },
      { id: 'product', header: t('miDesk.inbox.columns.product'), cell: (request) => request.product },
      {
        id: 'question',
        header: t('miDesk.inbox.columns.question'),
        cell: (request) => (
          <span className="mi-excerpt" data-testid="mi-excerpt">
            {decodeHtmlEntities(request.excerpt)}
          </span>
        ),
      },
      {
        id: 'age',
        header: t('miDesk.inbox.columns.age'),
        cell: (request) => (
          <time
            dateTime={request.receivedAt}
            title={formatDateTime(lang, request.receivedAt)}
            data-testid="mi-age"
          >
            {formatAge(lang, request.receivedAt, now)}
          </time>
        ),
      },
      {
        id: 'status',
        header: t('miDesk.inbox.columns.status'),
        cell: (request) => (
          <>
            <StatusBadge status={request.status} />
            {request.screening === null &&
            (request.status === 'received' || request.status === 'in_progress') ? (
              <span className="admin-badge admin-badge--screening" data-testid="mi-awaiting-screening">
                {t('miDesk.inbox.awaitingScreening')}
              </span>
            ) : null}
            {request.adverseEvent ? (
              <span className="admin-badge admin-badge--ae" data-testid="mi-ae-flag">
                {t('miDesk.inbox.flagged')}
              </span>
            ) : null}
          </>
        ),
      },
      { id: 'due', header: t('miDesk.inbox.columns.due'), cell: (request) => <DueDate request={request} /> },
      {
        id: 'assignee',
        header: t('miDesk.inbox.columns.assignee'),
        cell: (request) => request.assignee?.name || t('miDesk.inbox.unassigned'),
      },
    ],
    [t, lang, now],
  );

  const choices: [keyof Filters, string, Choice[]][] = [
    [
      'status',
      t('miDesk.inbox.status'),
      MEDICAL_REQUEST_STATUS_VALUES.map((s) => [s, t(`miDesk.status.${s}`)]),
    ],
    ['product', t('miDesk.inbox.product'), plainChoices(PRODUCTS)],
    ['country', t('miDesk.inbox.country'), plainChoices(me.data?.countries ?? [])],
    ['due', t('miDesk.inbox.due'), MI_DUE_FILTERS.map((d) => [d, t(`miDesk.inbox.dueOptions.${d}`)])],
    [
      'ae',
      t('miDesk.inbox.ae'),
      [
        ['true', t('miDesk.inbox.aeOptions.true')],
        ['false', t('miDesk.inbox.aeOptions.false')],
      ],
    ],
  ];
  return (
    <>
      <PageHeader title={t('miDesk.inbox.heading')} />
      <FilterForm label={t('miDesk.inbox.filters')} apply={t('miDesk.inbox.apply')} onApply={apply}>
        {choices.map(([name, label, options]) => (
          <ChoiceField
            key={name}
            id={`mi-filter-${name}`}
            label={label}
            blank={t('miDesk.inbox.any')}
            value={draft[name]}
            onChange={edit(name)}
            options={options}
          />
        ))}
      </FilterForm>
      <ConsoleList
        query={list}
        rows={(data) => data.items}
        empty={t('miDesk.inbox.empty')}
        label={t('miDesk.inbox.tableLabel')}
        columns={columns}
        rowTestId={(request) => `mi-row-${request.reference}`}
        rowClassName={(request) => (request.slaBreached ? 'admin-row--breached' : undefined)}
      />
    </>
  );
}
