// Preview of a versioned record's latest version as a physician of a chosen country would read it (the
// server applies the portal's HTML allowlist, so what is shown here is what physicians get): the country
// select, then the record's image, its own text (children) and the approval code physicians see.
//
// Use: <VersionPreview id="product-preview" testId="product-preview" countries={covered}
//        query={(country) => productPreviewQuery(id, country)}>  (versionPreviewQuery, lib/versioned-api.ts)
//        {(preview) => <h3>{preview.name}</h3>}
//      </VersionPreview>
import { COUNTRIES, type CountryCode } from '@portal/countries';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { ChoiceField, plainChoices } from '../fields.tsx';
import { Section } from '../section.tsx';

/** What every kind's preview answer carries. */
export interface PreviewFacts {
  country: CountryCode;
  thumbnailUrl: string | null;
  approvalCode: string | null;
}

export function VersionPreview<P extends PreviewFacts, Key extends QueryKey>({
  id,
  testId,
  countries,
  query,
  children,
}: {
  /** The section's id; the country select's is `${id}-country`. */
  id: string;
  testId: string;
  countries: readonly string[];
  query: (country: string | null) => UseQueryOptions<P, Error, P, Key>;
  /** The kind's own text: its title and body. */
  children: (preview: P) => ReactNode;
}) {
  const { t } = useI18n();
  const [country, setCountry] = useState<string | null>(null);
  const preview = useQuery(query(country));
  if (countries.length === 0) return null;
  return (
    <Section id={id} heading={t('detail.previewHeading')}>
      <ChoiceField
        id={`${id}-country`}
        label={t('detail.previewCountry')}
        blank="—"
        value={country ?? ''}
        onChange={(value) => setCountry(value || null)}
        options={plainChoices(countries)}
      />
      {preview.data ? (
        <article
          className="admin-preview"
          data-testid={testId}
          lang={COUNTRIES[preview.data.country].pageLanguage}
        >
          {preview.data.thumbnailUrl ? (
            <img src={preview.data.thumbnailUrl} alt="" className="admin-thumb" width={240} />
          ) : null}
          {children(preview.data)}
          <p className="admin-preview__code">{preview.data.approvalCode ?? t('detail.previewNoCode')}</p>
        </article>
      ) : null}
    </Section>
  );
}
