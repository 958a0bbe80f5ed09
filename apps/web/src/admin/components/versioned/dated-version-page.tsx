// The page of a versioned record that is approved with a code and an expiry and published per country
// from a date (content items, products): the heading, who wrote and reviewed it, the approval line, the
// image, the kind's own facts (children), the workflow with the publication lines, and the preview in
// the countries the member covers. Events (approved by a code alone) build theirs from the parts.
//
// Use: <DatedVersionPage api={productsApi} id={id} version={facts} publications={publications}
//        idPrefix="product-" statusTestId="product-status" back={{ to: '/products', label: t('products.nav') }}
//        lineKey={(p) => lineKey(p, now)}
//        preview={(countries) => <ProductPreview id={id} countries={countries} />}>
//        ...the kind's own facts...
//      </DatedVersionPage>
import type { ItemState, StaffMe } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AdminKey, useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCovers } from '../../lib/session.ts';
import { CountryStates } from '../catalogue/country-states.tsx';
import { TextWithTimes } from '../zoned-time.tsx';
import type { Decision } from './review-form.tsx';
import { VersionAuthorship, type VersionFacts, VersionHeading } from './version-summary.tsx';
import { VersionWorkflow, type WorkflowApi } from './version-workflow.tsx';

/** Where a record is published: in a country from a date, until its approval's expiry. */
export interface DatedPublication {
  country: string;
  publishedAt: string;
  expiresAt: string | null;
  approvalCode: string | null;
}

export function DatedVersionPage<T, P extends DatedPublication>({
  api,
  id,
  version,
  publications,
  state,
  idPrefix,
  statusTestId,
  back,
  lineKey = () => 'detail.publicationLine',
  preview,
  children,
}: {
  api: WorkflowApi<T> & { review: (id: string, decision: Decision) => Promise<T> };
  id: string;
  version: Omit<VersionFacts, 'countries'> & {
    countries: StaffMe['countries'];
    approvalCode: string | null;
    approvalExpiresAt: string | null;
    thumbnailUrl: string | null;
  };
  publications: readonly P[];
  /** Where the record stands per country (the API's item state). */
  state: ItemState;
  /** Prefix of the workflow's element and test ids ('' or the kind's, as `product-`). */
  idPrefix: string;
  statusTestId: string;
  /** The kind's list, the page header's way back. */
  back: { to: string; label: string };
  /** The text of a publication's line (default: the plain "published in" line). */
  lineKey?: (publication: P) => AdminKey;
  /** The preview, in the record's countries the member covers. */
  preview: (countries: StaffMe['countries']) => ReactNode;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  return (
    <>
      <VersionHeading version={version} statusTestId={statusTestId} state={state} back={back} />
      <CountryStates state={state} idPrefix={idPrefix} />
      <VersionAuthorship version={version} commentTestId={`${idPrefix}review-comment`} />
      {version.approvalCode ? (
        <p>
          <TextWithTimes
            text={t('detail.approval', { code: version.approvalCode, date: '{{date}}' })}
            times={{ date: version.approvalExpiresAt }}
          />
        </p>
      ) : null}
      {version.thumbnailUrl ? (
        <img className="admin-thumb" src={version.thumbnailUrl} alt="" width={240} />
      ) : null}
      {children}

      <VersionWorkflow
        api={api}
        id={id}
        version={version}
        review={{
          idPrefix: `${idPrefix}review`,
          withExpiry: true,
          send: (decision) => api.review(id, decision),
        }}
        publications={{
          idPrefix: `${idPrefix}publications`,
          heading: t('detail.publications'),
          empty: t('detail.noPublications'),
          testIdPrefix: `${idPrefix}publication`,
          entries: publications.map((p) => ({
            country: p.country,
            text: (
              <TextWithTimes
                text={t(lineKey(p), {
                  country: p.country,
                  from: '{{from}}',
                  until: '{{until}}',
                  code: p.approvalCode ?? '—',
                })}
                times={{ from: p.publishedAt, until: p.expiresAt }}
              />
            ),
          })),
        }}
        publish={{ idPrefix: `${idPrefix}publish`, withFrom: true }}
        state={state}
      >
        {preview(version.countries.filter((c) => staffCovers(me.data, c)))}
      </VersionWorkflow>
    </>
  );
}
