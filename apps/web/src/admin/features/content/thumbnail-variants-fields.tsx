// The images of the 8 thumbnail types (spec: cluster, episode, outdoor, podcast, preview, seeLater, top10,
// video). Optional: a type without its own image shows the main thumbnail; folded until the editor opens it.
import type { ThumbnailVariants } from '@portal/contracts';
import { THUMBNAIL_TYPES, type ThumbnailType } from '@portal/countries';
import { useCallback, useId } from 'react';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

interface Props {
  value: ThumbnailVariants;
  onChange: (next: ThumbnailVariants) => void;
  /** Told whether an upload is running, so the form waits for it before saving. */
  onBusy: (type: ThumbnailType, busy: boolean) => void;
}

export function ThumbnailVariantsFields({ value, onChange, onBusy }: Props) {
  const { t } = useI18n();
  const hintId = useId();
  const given = THUMBNAIL_TYPES.filter((type) => value[type]).length;
  return (
    <details className="admin-details" open={given > 0 || undefined}>
      <summary>{t('thumbnailVariants.summary', { given, total: THUMBNAIL_TYPES.length })}</summary>
      <p id={hintId} className="admin-note">
        {t('thumbnailVariants.hint')}
      </p>
      <ul className="admin-variants">
        {THUMBNAIL_TYPES.map((type) => (
          <VariantRow
            key={type}
            type={type}
            url={value[type] ?? null}
            hintId={hintId}
            onBusy={onBusy}
            onChange={(url) => {
              const next = { ...value };
              if (url) next[type] = url;
              else delete next[type];
              onChange(next);
            }}
          />
        ))}
      </ul>
    </details>
  );
}

interface RowProps {
  type: ThumbnailType;
  url: string | null;
  hintId: string;
  onChange: (url: string | null) => void;
  onBusy: Props['onBusy'];
}

function VariantRow({ type, url, hintId, onChange, onBusy }: RowProps) {
  const { t } = useI18n();
  const inputId = useId();
  const name = t(`thumbnailVariants.types.${type}`);
  const onRowBusy = useCallback((busy: boolean) => onBusy(type, busy), [onBusy, type]);
  return (
    <li className="admin-variant">
      <MediaUploadField
        id={inputId}
        describedBy={hintId}
        label={name}
        accept={['image']}
        value={url}
        onChange={onChange}
        onBusy={onRowBusy}
        previewAlt={t('thumbnailVariants.alt', { type: name })}
        removeLabel={t('thumbnailVariants.remove', { type: name })}
      />
    </li>
  );
}
