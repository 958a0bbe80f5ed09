// The event's pictures in the editor (issue 37): the event's own image (16:9) and each speaker's photo,
// uploaded through the console's media upload or given as a /media/... or https address. Without them the
// portal draws the specialty's pattern and the speakers' initials.
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { MediaReferenceFields } from '../../components/media-reference-fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';

/** An image reference as the form keeps it: empty, an uploaded `/media/...` path or an https address. */
export const IMAGE_REFERENCE = /^(|https:\/\/\S+|\/media\/[A-Za-z0-9._/-]+)$/;

interface ImageFormValues {
  imageUrl: string;
  speakers: { photoUrl: string }[];
}

type Busy = (field: string, busy: boolean) => void;

export function EventImageField<Values extends ImageFormValues>({
  form,
  onUploadBusy,
}: {
  form: UseFormReturn<Values>;
  onUploadBusy: Busy;
}) {
  const { t } = useI18n();
  return (
    <MediaReferenceFields
      form={form as unknown as UseFormReturn<{ imageUrl: string }>}
      name="imageUrl"
      id="event-image"
      label={t('authoring.events.imageUrl')}
      invalidText={t('common.invalid')}
      fileLabel={t('authoring.events.imageFile')}
      hint={t('authoring.events.imageFileHint')}
      accept={['image']}
      previewAlt={t('authoring.events.imagePreview')}
      onUploadBusy={onUploadBusy}
    />
  );
}

export function SpeakerPhotoField<Values extends ImageFormValues>({
  form,
  index,
  onUploadBusy,
}: {
  form: UseFormReturn<Values>;
  index: number;
  onUploadBusy: Busy;
}) {
  const { t } = useI18n();
  // react-hook-form cannot follow an array path through a generic form type.
  const photos = form as unknown as UseFormReturn<Record<string, string>>;
  const field = `speakers.${index}.photoUrl`;
  const onBusy = useCallback((busy: boolean) => onUploadBusy(field, busy), [onUploadBusy, field]);
  return (
    <MediaUploadField
      id={`event-speaker-${index}-photo`}
      label={t('authoring.events.speakerPhoto', { n: index + 1 })}
      hint={t('authoring.events.speakerPhotoHint')}
      accept={['image']}
      value={photos.watch(field) || null}
      onChange={(url) => photos.setValue(field, url ?? '', { shouldDirty: true })}
      onBusy={onBusy}
      previewAlt={t('authoring.events.speakerPhotoPreview', { n: index + 1 })}
    />
  );
}
