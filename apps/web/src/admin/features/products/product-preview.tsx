// Preview of the latest version as a physician of a chosen country would read it: the shared preview
// frame (components/versioned/version-preview.tsx) with the product's name, description and insert link.
import type { StaffMe } from '@portal/contracts';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { VersionPreview } from '../../components/versioned/version-preview.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { productPreviewQuery } from './api.ts';

export function ProductPreview({ id, countries }: { id: string; countries: StaffMe['countries'] }) {
  const { t } = useI18n();
  return (
    <VersionPreview
      id="product-preview"
      testId="product-preview"
      countries={countries}
      query={(country) => productPreviewQuery(id, country)}
    >
      {(preview) => (
        <>
          <h3>{preview.name}</h3>
          {preview.descriptionHtml ? <ServerHtml className="" html={preview.descriptionHtml} /> : null}
          {preview.medicineInsert ? (
            <p>
              <a href={preview.medicineInsert} target="_blank" rel="noreferrer">
                {t('products.previewInsert')}
              </a>
            </p>
          ) : null}
        </>
      )}
    </VersionPreview>
  );
}
