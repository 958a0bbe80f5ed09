// Public aceite-teste links: issue one to an item published in a country (the path with its token is
// shown once, to copy), and the links of the member's countries with their state and opens.
import type { IssuedLink, StaffMe } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '#components/ui/data-table.tsx';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { issueLink, linkCandidatesQuery, linkListQuery } from './api.ts';

type Country = StaffMe['countries'][number];

export function LinksPage() {
  const { t, lang } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const list = useQuery(linkListQuery);
  const countries = me.data?.countries ?? [];
  const [country, setCountry] = useState<string>('');
  const chosenCountry = country || countries[0] || '';
  const candidates = useQuery(linkCandidatesQuery(chosenCountry));
  const [contentId, setContentId] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ content?: boolean; expires?: boolean }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [issued, setIssued] = useState<IssuedLink | null>(null);
  const [copied, setCopied] = useState(false);
  const chosenContent = contentId || candidates.data?.items[0]?.id || '';

  const issue = useMutation({
    mutationFn: () =>
      issueLink({
        contentId: chosenContent,
        country: chosenCountry as Country,
        // The link holds through the whole expiry day (UTC).
        expiresAt: `${expiresOn}T23:59:59Z`,
        note: note.trim() || null,
      }),
    onSuccess: async (answer) => {
      setIssued(answer);
      setCopied(false);
      setFailure(null);
      await queryClient.invalidateQueries({ queryKey: linkListQuery.queryKey });
    },
    onError: (error) =>
      setFailure(
        error instanceof AdminApiError && error.status === 403
          ? t('common.forbidden')
          : error instanceof AdminApiError && error.status === 400
            ? t('common.conflict', { message: error.message })
            : t('common.error'),
      ),
  });

  const issuedUrl = issued ? `${window.location.origin}${issued.path}` : '';

  return (
    <>
      <h1 className="page__title">{t('authoring.links.heading')}</h1>
      <section aria-labelledby="link-issue-heading" className="admin-section">
        <h2 id="link-issue-heading" className="admin-subheading">
          {t('authoring.links.issueHeading')}
        </h2>
        <form
          className="admin-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const next = { content: !chosenContent, expires: !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) };
            setErrors(next);
            if (!next.content && !next.expires) issue.mutate();
          }}
        >
          <Field id="link-country" label={t('authoring.links.country')} required>
            <select
              className="field__input"
              {...controlAria('link-country')}
              value={chosenCountry}
              onChange={(e) => {
                setCountry(e.target.value);
                setContentId('');
              }}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="link-content"
            label={t('authoring.links.content')}
            required
            error={errors.content ? t('authoring.links.noContent') : null}
          >
            <select
              className="field__input"
              {...controlAria('link-content', { error: errors.content ? 'x' : null })}
              value={chosenContent}
              onChange={(e) => setContentId(e.target.value)}
            >
              {(candidates.data?.items ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="link-expires"
            label={t('authoring.links.expiresOn')}
            required
            error={errors.expires ? t('common.required') : null}
          >
            <input
              type="date"
              className="field__input"
              {...controlAria('link-expires', { error: errors.expires ? 'x' : null })}
              value={expiresOn}
              onChange={(e) => setExpiresOn(e.target.value)}
            />
          </Field>
          <Field id="link-note" label={t('authoring.links.note')}>
            <input
              className="field__input"
              maxLength={200}
              {...controlAria('link-note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </Field>
          {failure ? (
            <p role="alert" className="field__error">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={issue.isPending}>
            {t('authoring.links.issue')}
          </button>
        </form>
        <div role="status" className="admin-status">
          {issued ? (
            <div className="admin-note">
              <p>{t('authoring.links.issued')}</p>
              <Field id="link-issued" label={t('authoring.links.issuedLink')}>
                <input
                  className="field__input"
                  readOnly
                  {...controlAria('link-issued')}
                  value={issuedUrl}
                  data-testid="issued-link"
                />
              </Field>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => void navigator.clipboard?.writeText(issuedUrl).then(() => setCopied(true))}
              >
                {t('authoring.links.copy')}
              </button>
              {copied ? <p>{t('authoring.links.copied')}</p> : null}
            </div>
          ) : null}
        </div>
      </section>

      {list.isPending ? <p>{t('common.loading')}</p> : null}
      {list.isError ? <p role="alert">{t('common.error')}</p> : null}
      {list.data && list.data.links.length === 0 ? <p>{t('authoring.links.empty')}</p> : null}
      {list.data && list.data.links.length > 0 ? (
        <DataTable label={t('authoring.links.tableLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('authoring.links.columns.content')}</th>
              <th scope="col">{t('authoring.links.columns.country')}</th>
              <th scope="col">{t('authoring.links.columns.status')}</th>
              <th scope="col">{t('authoring.links.columns.expires')}</th>
              <th scope="col">{t('authoring.links.columns.opens')}</th>
              <th scope="col">{t('authoring.links.columns.issuedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.links.map((link) => (
              <tr key={link.id} data-testid={`link-row-${link.id}`}>
                <td>
                  <Link to={`/links/${link.id}`}>{link.contentTitle}</Link>
                  {link.note ? ` (${link.note})` : ''}
                </td>
                <td>{link.country}</td>
                <td>{t(`authoring.links.status.${link.status}`)}</td>
                <td>{formatDateTime(lang, link.expiresAt)}</td>
                <td>{link.opens}</td>
                <td>{link.issuedByEmail ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : null}
    </>
  );
}
