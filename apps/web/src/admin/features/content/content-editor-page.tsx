// Create or edit a video item: the fields, the countries it is for, its video or audio file and thumbnail
// uploaded to the media store (MediaUploadField: progress, preview, the kind's limit checked first).

import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminContent, ContentDraftInput, ThumbnailVariants } from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { TextField } from '#components/ui/form-field.tsx';
import { TextAreaField } from '../../components/fields.tsx';
import { MediaReferenceFields } from '../../components/media-reference-fields.tsx';
import { MediaUploadField } from '../../components/media-upload-field.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import {
  FormCountriesFieldset,
  LanguageField,
  useVersionForm,
  VersionEditor,
} from '../../components/versioned/version-editor.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { contentApi } from './api.ts';
import { RegulatoryFields } from './regulatory-fields.tsx';
import { SpecialtiesField } from './specialties-field.tsx';
import { StructureFields } from './structure-fields.tsx';
import { ThumbnailVariantsFields } from './thumbnail-variants-fields.tsx';
import { useContentFields } from './use-content-fields.ts';

const formSchema = z.object({
  title: z.string().trim().min(3).max(200),
  synopsis: z.string().max(2000),
  body: z.string().max(20_000),
  duration: z.string().regex(/^\d{0,6}$/),
  language: z.enum(['pt', 'es']),
  specialties: z.array(z.string().max(60)).max(20),
  mediaUrl: z.string().regex(/^(|\/media\/[A-Za-z0-9._/-]+|https:\/\/\S+)$/),
  countries: z.array(z.enum(COUNTRY_CODES)).min(1),
});
type FormValues = z.infer<typeof formSchema>;

const EMPTY: FormValues = {
  title: '',
  synopsis: '',
  body: '',
  duration: '',
  language: 'pt',
  specialties: [],
  mediaUrl: '',
  countries: [],
};

/** The form's values for the latest version. */
function toValues(latest: AdminContent['latest']): FormValues {
  return {
    title: latest.title,
    synopsis: latest.synopsis ?? '',
    body: latest.body ?? '',
    duration: latest.duration === null ? '' : String(latest.duration),
    language: latest.language,
    specialties: latest.specialties,
    mediaUrl: latest.mediaUrl ?? '',
    countries: latest.countries,
  };
}

export function ContentEditorPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const navigate = useNavigate();
  const { form, save, latest, uploads, frame } = useVersionForm(contentApi, id, {
    resolver: zodResolver(formSchema),
    empty: EMPTY,
    toValues,
    savedId: (saved) => saved.latest.contentId,
  });
  const [thumbnailUrl, setThumbnailUrl] = useState<string | null>(null);
  const [variants, setVariants] = useState<ThumbnailVariants>({});
  // Every upload of the item (file, thumbnail, variants, regulatory, structure): saving waits for them.
  const { onUploadBusy } = uploads;
  const onThumbnailBusy = useCallback((busy: boolean) => onUploadBusy('thumbnail', busy), [onUploadBusy]);
  const more = useContentFields(latest, save.mutation.error);

  // The image and its variants live outside the form.
  useEffect(() => {
    if (!latest) return;
    setThumbnailUrl(latest.thumbnailUrl);
    setVariants(latest.thumbnailVariants);
  }, [latest]);

  const toDraft = (values: FormValues): ContentDraftInput => ({
    title: values.title,
    synopsis: values.synopsis || null,
    body: values.body || null,
    duration: values.duration ? Number(values.duration) : null,
    language: values.language,
    specialties: values.specialties,
    mediaUrl: values.mediaUrl || null,
    thumbnailUrl,
    thumbnailVariants: variants,
    countries: values.countries,
  });

  const { errors } = form.formState;

  return (
    <VersionEditor
      heading={latest ? t('editor.editHeading', { title: latest.title }) : t('editor.newHeading')}
      status={latest?.status}
      back={
        latest && id
          ? { to: `/content/${id}`, label: latest.title }
          : { to: '/content', label: t('nav.content') }
      }
      note={latest?.status === 'approved' ? t('editor.newVersion') : null}
      onSubmit={form.handleSubmit((values) => {
        const fields = more.validDraft();
        if (fields) save.mutation.mutate({ ...toDraft(values), ...fields });
      })}
      {...frame}
      error={more.invalid ? t('contentFields.invalidSummary') : frame.error}
      onCancel={() => navigate(-1)}
    >
      <TextField
        id="content-title"
        label={t('editor.title')}
        required
        registration={form.register('title')}
        error={errors.title ? t('common.invalid') : null}
      />
      <TextAreaField
        id="content-synopsis"
        label={t('editor.synopsis')}
        rows={3}
        registration={form.register('synopsis')}
      />
      <RichTextField
        id="content-body"
        label={t('editor.body')}
        profile="content"
        value={form.watch('body')}
        onChange={(html) => form.setValue('body', html, { shouldDirty: true })}
      />
      <TextField
        id="content-duration"
        label={t('editor.duration')}
        inputMode="numeric"
        registration={form.register('duration')}
        error={errors.duration ? t('common.invalid') : null}
      />
      <LanguageField
        id="content-language"
        label={t('editor.language')}
        registration={form.register('language')}
      />
      <SpecialtiesField
        selected={form.watch('specialties')}
        onChange={(next) => form.setValue('specialties', next, { shouldDirty: true })}
      />
      <MediaReferenceFields
        form={form}
        name="mediaUrl"
        id="content-media"
        label={t('editor.mediaUrl')}
        invalidText={t('common.invalid')}
        fileLabel={t('editor.mediaFile')}
        hint={t('editor.mediaFileHint')}
        accept={['video', 'audio']}
        onUploadBusy={onUploadBusy}
      />
      <FormCountriesFieldset form={form} idPrefix="content" legend={t('editor.countries')} />
      <RegulatoryFields {...more} countries={form.watch('countries')} onUploadBusy={onUploadBusy} />
      <MediaUploadField
        id="content-thumbnail"
        label={t('editor.thumbnail')}
        accept={['image']}
        value={thumbnailUrl}
        onChange={setThumbnailUrl}
        onBusy={onThumbnailBusy}
        previewAlt={t('editor.thumbnailAlt')}
      />
      <ThumbnailVariantsFields value={variants} onChange={setVariants} onBusy={onUploadBusy} />
      <StructureFields {...more} onUploadBusy={onUploadBusy} />
    </VersionEditor>
  );
}
