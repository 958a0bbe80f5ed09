// Preview of the latest version as a physician of a chosen country would read it: the shared preview
// frame (components/versioned/version-preview.tsx) with the item's title and its HTML texts.
import type { StaffMe } from '@portal/contracts';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { VersionPreview } from '../../components/versioned/version-preview.tsx';
import { contentPreviewQuery } from './api.ts';

export function PreviewPanel({ id, countries }: { id: string; countries: StaffMe['countries'] }) {
  return (
    <VersionPreview
      id="preview"
      testId="content-preview"
      countries={countries}
      query={(country) => contentPreviewQuery(id, country)}
    >
      {(preview) => (
        <>
          <h3>{preview.title}</h3>
          {preview.synopsisHtml ? <ServerHtml className="" html={preview.synopsisHtml} /> : null}
          {preview.bodyHtml ? <ServerHtml className="" html={preview.bodyHtml} /> : null}
          {preview.additionalInformationHtml ? (
            <ServerHtml className="" html={preview.additionalInformationHtml} />
          ) : null}
        </>
      )}
    </VersionPreview>
  );
}
