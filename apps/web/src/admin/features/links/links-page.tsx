// Public aceite-teste links: issue one to an item published in a country (the path with its token is
// shown once, to copy), and the links of the member's countries with their state and opens.
import type { IssuedLink, StaffMe } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsoleForm } from '../../components/console-form.tsx';
import { ConsoleList } from '../../components/console-list.tsx';
import { errorText } from '../../components/feedback.tsx';
import { ChoiceField, InputField, plainChoices } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { ZonedTime } from '../../components/zoned-time.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { issueLink, linkCandidatesQuery, linkListQuery } from './api.ts';

type Country = StaffMe['countries'][number];

export function LinksPage() {
  const { t } = useI18n();
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
    onError: (error) => setFailure(errorText(t, error, [400])),
  });

  const issuedUrl = issued ? `${window.location.origin}${issued.path}` : '';

  return (
    <>
      <PageHeader title={t('authoring.links.heading')} />
      <Section id="link-issue" heading={t('authoring.links.issueHeading')}>
        <ConsoleForm
          onSubmit={() => {
            const next = { content: !chosenContent, expires: !/^\d{4}-\d{2}-\d{2}$/.test(expiresOn) };
            setErrors(next);
            if (!next.content && !next.expires) issue.mutate();
          }}
        >
          <ChoiceField
            id="link-country"
            label={t('authoring.links.country')}
            required
            value={chosenCountry}
            onChange={(value) => {
              setCountry(value);
              setContentId('');
            }}
            options={plainChoices(countries)}
          />
          <ChoiceField
            id="link-content"
            label={t('authoring.links.content')}
            required
            error={errors.content ? t('authoring.links.noContent') : null}
            value={chosenContent}
            onChange={setContentId}
            options={(candidates.data?.items ?? []).map((item) => [item.id, item.title])}
          />
          <InputField
            id="link-expires"
            type="date"
            label={t('authoring.links.expiresOn')}
            required
            error={errors.expires ? t('common.required') : null}
            value={expiresOn}
            onChange={setExpiresOn}
          />
          <InputField
            id="link-note"
            label={t('authoring.links.note')}
            maxLength={200}
            value={note}
            onChange={setNote}
          />
          {failure ? (
            <p role="alert" className="field__error">
              {failure}
            </p>
          ) : null}
          <button type="submit" className="button button--primary" disabled={issue.isPending}>
            {t('authoring.links.issue')}
          </button>
        </ConsoleForm>
        <div role="status" className="admin-status">
          {issued ? (
            <div className="admin-note">
              <p>{t('authoring.links.issued')}</p>
              <InputField
                id="link-issued"
                label={t('authoring.links.issuedLink')}
                readOnly
                value={issuedUrl}
                onChange={() => {}}
                testId="issued-link"
              />
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
      </Section>

      <ConsoleList
        query={list}
        rows={(data) => data.links}
        empty={t('authoring.links.empty')}
        label={t('authoring.links.tableLabel')}
        rowTestId={(link) => `link-row-${link.id}`}
        columns={[
          {
            id: 'content',
            header: t('authoring.links.columns.content'),
            cell: (link) => (
              <>
                <Link to={`/links/${link.id}`}>{link.contentTitle}</Link>
                {link.note ? ` (${link.note})` : ''}
              </>
            ),
          },
          { id: 'country', header: t('authoring.links.columns.country'), cell: (link) => link.country },
          {
            id: 'status',
            header: t('authoring.links.columns.status'),
            cell: (link) => t(`authoring.links.status.${link.status}`),
          },
          {
            id: 'expires',
            header: t('authoring.links.columns.expires'),
            cell: (link) => <ZonedTime value={link.expiresAt} />,
          },
          { id: 'opens', header: t('authoring.links.columns.opens'), cell: (link) => link.opens },
          {
            id: 'issuedBy',
            header: t('authoring.links.columns.issuedBy'),
            cell: (link) => link.issuedByEmail ?? '—',
          },
        ]}
      />
    </>
  );
}
