// Preview of the latest version as a physician of a chosen country would read it (the server applies the
// portal's HTML allowlist, so what is shown here is what physicians get).
import type { StaffMe } from '@portal/contracts';
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { ChoiceField, plainChoices } from '../../components/fields.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { productPreviewQuery } from './api.ts';

export function ProductPreview({ id, countries }: { id: string; countries: StaffMe['countries'] }) {
  const { t } = useI18n();
  const [country, setCountry] = useState<string | null>(null);
  const preview = useQuery(productPreviewQuery(id, country));
  if (countries.length === 0) return null;
  return (
    <Section id="product-preview" heading={t('detail.previewHeading')}>
      <ChoiceField
        id="product-preview-country"
        label={t('detail.previewCountry')}
        blank="—"
        value={country ?? ''}
        onChange={(value) => setCountry(value || null)}
        options={plainChoices(countries)}
      />
      {preview.data ? (
        <article
          className="admin-preview"
          data-testid="product-preview"
          lang={COUNTRIES[preview.data.country].pageLanguage}
        >
          {preview.data.thumbnailUrl ? (
            <img src={preview.data.thumbnailUrl} alt="" className="admin-thumb" width={240} />
          ) : null}
          <h3>{preview.data.name}</h3>
          {preview.data.descriptionHtml ? (
            <ServerHtml className="" html={preview.data.descriptionHtml} />
          ) : null}
          {preview.data.medicineInsert ? (
            <p>
              <a href={preview.data.medicineInsert} target="_blank" rel="noreferrer">
                {t('products.previewInsert')}
              </a>
            </p>
          ) : null}
          <p className="admin-preview__code">{preview.data.approvalCode ?? t('detail.previewNoCode')}</p>
        </article>
      ) : null}
    </Section>
  );
}
