// Preview of the latest version as a physician of a chosen country would read it (the server applies the
// portal's HTML allowlist, so what is shown here is what physicians get).
import type { ContentPreview, StaffMe } from '@portal/contracts';
import { COUNTRIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ServerHtml } from '#components/ui/server-html.tsx';
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
    <section aria-labelledby="preview-heading" className="admin-section">
      <h2 id="preview-heading" className="admin-subheading">
        {t('detail.previewHeading')}
      </h2>
      <Field id="preview-country" label={t('detail.previewCountry')}>
        <select
          className="field__input"
          {...controlAria('preview-country')}
          value={country ?? ''}
          onChange={(event) => setCountry(event.target.value || null)}
        >
          <option value="">—</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </Field>
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
          <p className="admin-preview__code">{preview.data.approvalCode ?? t('detail.previewNoCode')}</p>
        </article>
      ) : null}
    </section>
  );
}
