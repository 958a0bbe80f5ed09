// Physicians (admins): search by name, e-mail or register number in the admin's countries; the query
// lives in the URL so the result survives going to a physician and back.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ConsoleList } from '../../components/console-list.tsx';
import { InputField } from '../../components/fields.tsx';
import { FilterForm } from '../../components/filter-form.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { registerText, searchQuery } from './api.ts';

export function PhysiciansPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const asked = params.get('deletionRequested') === 'true';
  const [draft, setDraft] = useState(q);
  const [draftAsked, setDraftAsked] = useState(asked);
  const results = useQuery(searchQuery(q, asked));
  // After an anonymisation the detail page comes back here and says so.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <>
      <PageHeader title={t('physicians.heading')} />
      <p>{t('physicians.lead')}</p>
      <p className="admin-status" role="status">
        {notice === 'anonymised' ? t('physicians.anonymised') : null}
      </p>
      <search>
        <FilterForm
          apply={t('physicians.search')}
          onApply={() =>
            setParams({
              ...(draft.trim() ? { q: draft.trim() } : {}),
              ...(draftAsked ? { deletionRequested: 'true' } : {}),
            })
          }
        >
          <InputField
            id="physician-search"
            type="search"
            label={t('physicians.searchLabel')}
            hint={t('physicians.searchHint')}
            minLength={2}
            value={draft}
            onChange={setDraft}
          />
          <label className="admin-check">
            <input
              type="checkbox"
              checked={draftAsked}
              onChange={(event) => setDraftAsked(event.target.checked)}
            />
            {t('physicians.onlyDeletionRequests')}
          </label>
        </FilterForm>
      </search>
      <ConsoleList
        query={results}
        rows={(data) => data.physicians}
        empty={t('physicians.empty')}
        announceEmpty
        label={t('physicians.tableLabel')}
        rowTestId={() => 'physician-row'}
        columns={[
          {
            id: 'name',
            header: t('physicians.columns.name'),
            cell: (physician) => {
              const name = `${physician.firstName} ${physician.lastName}`;
              return (
                <Link to={`/physicians/${physician.id}`} aria-label={t('physicians.open', { name })}>
                  {name}
                </Link>
              );
            },
          },
          { id: 'email', header: t('physicians.columns.email'), cell: (physician) => physician.email },
          { id: 'country', header: t('physicians.columns.country'), cell: (physician) => physician.country },
          {
            id: 'register',
            header: t('physicians.columns.register'),
            cell: (physician) => registerText(physician),
          },
          {
            id: 'status',
            header: t('physicians.columns.status'),
            cell: (physician) =>
              [
                t(`verification.states.${physician.verification}`),
                physician.disabled ? t('physicians.disabledBadge') : null,
                physician.deletionRequested ? t('physicians.deletionBadge') : null,
              ]
                .filter(Boolean)
                .join(' · '),
          },
        ]}
      />
    </>
  );
}
