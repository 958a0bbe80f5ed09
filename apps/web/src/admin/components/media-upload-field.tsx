// One file upload to the media store (PUT /api/admin/media): label, the accepted kinds and their limits,
// a native <progress> with its percentage announced politely, the uploaded file's name and size, a preview
// for images, a remove button, and the error next to the field in the console's language. A file over its
// kind's limit is refused before sending; the server judges the type from the bytes (413/415 mapped here
// to the dictionary's words, never the server's English).
import { MEDIA_MAX_BYTES, type MediaKind, type MediaUploadResponse } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ApiError, adminUpload } from '../lib/api.ts';
import { type Translate, useI18n } from '../lib/i18n.tsx';

/** What the browser's file picker offers for each kind (the server decides from the bytes). */
const PICKER_TYPES: Record<MediaKind, string> = {
  image: 'image/png,image/jpeg,image/webp',
  video: 'video/mp4,video/webm,.mp4,.m4v,.webm',
  audio: 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/wav,.mp3,.m4a,.aac,.ogg,.opus,.wav',
  pdf: 'application/pdf',
};

/** The kind a file seems to be from the browser's guess (only to pick the limit to check before sending). */
function guessKind(file: File): MediaKind | null {
  if (file.type === 'application/pdf') return 'pdf';
  const family = file.type.split('/')[0];
  return family === 'image' || family === 'video' || family === 'audio' ? family : null;
}

function formatSize(lang: string, bytes: number): string {
  const [value, unit] =
    bytes >= 1024 ** 3
      ? [bytes / 1024 ** 3, 'gigabyte']
      : bytes >= 1024 ** 2
        ? [bytes / 1024 ** 2, 'megabyte']
        : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(lang === 'es' ? 'es' : 'pt-BR', {
    style: 'unit',
    unit,
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

const isImageUrl = (url: string) => /\.(png|jpe?g|webp|gif|svg)(\?|$)/i.test(url);
const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? url);

export function uploadMedia(
  file: File,
  accept: readonly MediaKind[],
  onProgress: (fraction: number) => void,
): Promise<MediaUploadResponse> {
  return adminUpload<MediaUploadResponse>(`/api/admin/media?accept=${accept.join(',')}`, file, onProgress);
}

interface Props {
  id: string;
  label: string;
  /** The kinds this field takes (the server refuses the others with 415). */
  accept: readonly MediaKind[];
  /** The current file's URL (`/media/...`), or null. */
  value: string | null;
  onChange(url: string | null): void;
  /** Told whether an upload runs, so the form can wait for it before saving. */
  onBusy?(busy: boolean): void;
  /** The image preview's text alternative (images only). */
  previewAlt?: string;
  /** The remove button's text (default: "Remover {label}"). */
  removeLabel?: string;
  /** An extra hint, before the accepted formats. */
  hint?: string;
  /** The id of a hint outside the field that also describes it (a group's). */
  describedBy?: string;
}

function acceptedFormats(t: Translate, lang: string, accept: readonly MediaKind[]): string {
  return accept
    .map((kind) => t(`mediaUpload.formats.${kind}`, { size: formatSize(lang, MEDIA_MAX_BYTES[kind]) }))
    .join('; ');
}

export function MediaUploadField({
  id,
  label,
  accept,
  value,
  onChange,
  onBusy,
  previewAlt,
  removeLabel,
  hint,
  describedBy,
}: Props) {
  const { t, lang } = useI18n();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const statusId = `${id}-status`;
  const formats = acceptedFormats(t, lang, accept);
  const busy = progress !== null;
  useEffect(() => onBusy?.(busy), [busy, onBusy]);
  // An upload ends after renders that may have changed the form: it reports to the latest handler, not to
  // the one of the render it started in (which would write back stale values), and to nobody once the
  // field is gone (a removed episode's upload must not land in the row that took its place).
  const latest = useRef({ onChange, onBusy, mounted: true });
  useEffect(() => {
    latest.current = { ...latest.current, onChange, onBusy };
  });
  // A field removed mid-upload no longer holds the form's save back.
  useEffect(() => {
    latest.current.mounted = true;
    return () => {
      latest.current.mounted = false;
      latest.current.onBusy?.(false);
    };
  }, []);

  const refuse = (reason: unknown, file: File, kind: MediaKind | null) => {
    const status = reason instanceof ApiError ? reason.status : 0;
    if (status === 413) {
      const limitKind = kind && accept.includes(kind) ? kind : accept[0];
      setError(
        t('mediaUpload.tooLarge', {
          size: formatSize(lang, file.size),
          kind: limitKind ? t(`mediaUpload.kinds.${limitKind}`) : '',
          limit: limitKind ? formatSize(lang, MEDIA_MAX_BYTES[limitKind]) : '',
        }),
      );
    } else if (status === 415) setError(t('mediaUpload.wrongType', { formats }));
    else setError(t('mediaUpload.failed'));
  };

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    setError(null);
    setStatus(null);
    if (!file) return;
    const kind = guessKind(file);
    // The browser's guess picks the limit; an unknown guess takes the largest the field allows.
    const limit =
      kind && accept.includes(kind)
        ? MEDIA_MAX_BYTES[kind]
        : Math.max(...accept.map((k) => MEDIA_MAX_BYTES[k]));
    if (file.size > limit) {
      refuse(new ApiError(413, {}), file, kind);
      input.value = '';
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const uploaded = await uploadMedia(file, accept, (fraction) =>
        setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      if (latest.current.mounted) latest.current.onChange(uploaded.url);
      setStatus(t('mediaUpload.uploaded', { name: file.name, size: formatSize(lang, uploaded.bytes) }));
    } catch (reason) {
      refuse(reason, file, kind);
      input.value = '';
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="media-upload">
      <Field
        id={id}
        label={label}
        hint={[hint, t('mediaUpload.accepts', { formats })].filter(Boolean).join(' ')}
        error={error}
      >
        <input
          type="file"
          accept={accept.map((kind) => PICKER_TYPES[kind]).join(',')}
          disabled={busy}
          {...controlAria(id, {
            error,
            hint: true,
            describedByIds: [describedBy, statusId].filter((x): x is string => !!x),
          })}
          onChange={(event) => void upload(event.currentTarget)}
        />
      </Field>
      {progress ? (
        <div className="media-upload__progress">
          <progress
            max={100}
            value={progress.percent}
            aria-label={t('mediaUpload.progressLabel', { name: progress.name })}
          />
          <span aria-hidden="true">{progress.percent}%</span>
        </div>
      ) : null}
      {/* Polite: the percentage moves in steps of 10 so a screen reader is not flooded. */}
      <p id={statusId} role="status" className="admin-status">
        {progress
          ? t('mediaUpload.progress', {
              name: progress.name,
              percent: Math.floor(progress.percent / 10) * 10,
            })
          : status}
      </p>
      {value && !busy ? (
        <div className="media-upload__current">
          {isImageUrl(value) ? (
            <img className="admin-thumb" src={value} alt={previewAlt ?? ''} width={160} />
          ) : (
            <p className="media-upload__name">{t('mediaUpload.current', { name: fileNameOf(value) })}</p>
          )}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => {
              onChange(null);
              setStatus(t('mediaUpload.removed'));
            }}
          >
            {removeLabel ?? t('mediaUpload.remove', { label })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
