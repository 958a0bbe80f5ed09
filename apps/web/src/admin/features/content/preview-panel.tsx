// Preview of the latest version as a physician of a chosen country would read it (the server applies the
// portal's HTML allowlist, so what is shown here is what physicians get).
import type { ContentPreview, StaffMe } from '@portal/contracts';
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { ChoiceField, plainChoices } from '../../components/fields.tsx';
import { Section } from '../../components/section.tsx';
import { adminRequest } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';

export function PreviewPanel({ id, countries }: { id: string; countries: StaffMe['countries'] }) {
  const { t } = useI18n();
  const [country, setCountry] = useState<string | null>(null);
  const preview = useQuery({
    queryKey: ['admin', 'content', id, 'preview', country],
    queryFn: () =>
      adminRequest<ContentPreview>(
        'GET',
        `/api/admin/content/${encodeURIComponent(id)}/preview?country=${encodeURIComponent(country ?? '')}`,
      ),
    enabled: country !== null,
  });
  if (countries.length === 0) return null;
  return (
    <Section id="preview" heading={t('detail.previewHeading')}>
      <ChoiceField
        id="preview-country"
        label={t('detail.previewCountry')}
        blank="—"
        value={country ?? ''}
        onChange={(value) => setCountry(value || null)}
        options={plainChoices(countries)}
      />
      {preview.data ? (
        <article
          className="admin-preview"
          data-testid="content-preview"
          lang={COUNTRIES[preview.data.country].pageLanguage}
        >
          {preview.data.thumbnailUrl ? (
            <img src={preview.data.thumbnailUrl} alt="" className="admin-thumb" width={240} />
          ) : null}
          <h3>{preview.data.title}</h3>
          {preview.data.synopsisHtml ? <ServerHtml className="" html={preview.data.synopsisHtml} /> : null}
          {preview.data.bodyHtml ? <ServerHtml className="" html={preview.data.bodyHtml} /> : null}
          {preview.data.additionalInformationHtml ? (
            <ServerHtml className="" html={preview.data.additionalInformationHtml} />
          ) : null}
          <p className="admin-preview__code">{preview.data.approvalCode ?? t('detail.previewNoCode')}</p>
        </article>
      ) : null}
    </Section>
  );
}
