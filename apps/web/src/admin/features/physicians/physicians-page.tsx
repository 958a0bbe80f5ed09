// Physicians (admins): search by name, e-mail or register number in the admin's countries; the query
// lives in the URL so the result survives going to a physician and back.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
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
  const searching = asked || q.length >= 2;
  // After an anonymisation the detail page comes back here and says so.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <>
      <h1 className="page__title">{t('physicians.heading')}</h1>
      <p>{t('physicians.lead')}</p>
      <p className="admin-status" role="status">
        {notice === 'anonymised' ? t('physicians.anonymised') : null}
      </p>
      <search>
        <form
          className="admin-form admin-form--inline"
          onSubmit={(event) => {
            event.preventDefault();
            setParams({
              ...(draft.trim() ? { q: draft.trim() } : {}),
              ...(draftAsked ? { deletionRequested: 'true' } : {}),
            });
          }}
        >
          <div className="field">
            <label className="field__label" htmlFor="physician-search">
              {t('physicians.searchLabel')}
            </label>
            <input
              id="physician-search"
              type="search"
              className="field__input"
              minLength={2}
              aria-describedby="physician-search-hint"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <p id="physician-search-hint" className="field__hint">
              {t('physicians.searchHint')}
            </p>
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={draftAsked}
              onChange={(event) => setDraftAsked(event.target.checked)}
            />
            {t('physicians.onlyDeletionRequests')}
          </label>
          <button type="submit" className="button button--primary">
            {t('physicians.search')}
          </button>
        </form>
      </search>
      {searching && results.isPending ? <p>{t('common.loading')}</p> : null}
      {results.isError ? <p role="alert">{t('common.error')}</p> : null}
      {results.data && results.data.physicians.length === 0 ? (
        <p role="status">{t('physicians.empty')}</p>
      ) : null}
      {results.data && results.data.physicians.length > 0 ? (
        <DataTable label={t('physicians.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('physicians.columns.name')}</th>
              <th scope="col">{t('physicians.columns.email')}</th>
              <th scope="col">{t('physicians.columns.country')}</th>
              <th scope="col">{t('physicians.columns.register')}</th>
              <th scope="col">{t('physicians.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {results.data.physicians.map((physician) => {
              const name = `${physician.firstName} ${physician.lastName}`;
              return (
                <tr key={physician.id} data-testid="physician-row">
                  <td>
                    <Link to={`/physicians/${physician.id}`} aria-label={t('physicians.open', { name })}>
                      {name}
                    </Link>
                  </td>
                  <td>{physician.email}</td>
                  <td>{physician.country}</td>
                  <td>{registerText(physician)}</td>
                  <td>
                    {t(`verification.states.${physician.verification}`)}
                    {physician.disabled ? ` · ${t('physicians.disabledBadge')}` : ''}
                    {physician.deletionRequested ? ` · ${t('physicians.deletionBadge')}` : ''}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
