// Create or edit a video item: the fields, the countries it is for, and a thumbnail uploaded to the media
// store with a progress bar (the server judges the type from the bytes; 5 MB at most).

import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_CODES } from '@portal/countries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { contentQuery, saveContent, uploadImage } from './api.ts';

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const formSchema = z.object({
  title: z.string().trim().min(3).max(200),
  synopsis: z.string().max(2000),
  body: z.string().max(20_000),
  duration: z.string().regex(/^\d{0,6}$/),
  language: z.enum(['pt', 'es']),
  specialties: z.string().max(500),
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
  specialties: '',
  mediaUrl: '',
  countries: [],
};

export function ContentEditorPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const existing = useQuery({ ...contentQuery(id ?? ''), enabled: !!id });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const [thumbnailUrl, setThumbnailUrl] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadMessage, setUploadMessage] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const fileId = useId();
  const latest = existing.data?.latest;

  useEffect(() => {
    if (!latest) return;
    form.reset({
      title: latest.title,
      synopsis: latest.synopsis ?? '',
      body: latest.body ?? '',
      duration: latest.duration === null ? '' : String(latest.duration),
      language: latest.language,
      specialties: latest.specialties.join(', '),
      mediaUrl: latest.mediaUrl ?? '',
      countries: latest.countries,
    });
    setThumbnailUrl(latest.thumbnailUrl);
  }, [latest, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) =>
      saveContent(id, {
        title: values.title,
        synopsis: values.synopsis || null,
        body: values.body || null,
        duration: values.duration ? Number(values.duration) : null,
        language: values.language,
        specialties: values.specialties
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        mediaUrl: values.mediaUrl || null,
        thumbnailUrl,
        countries: values.countries,
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'content'] });
      navigate(`/content/${saved.latest.contentId}`);
    },
    onError: (error) =>
      setSaveError(
        error instanceof AdminApiError && error.status === 409
          ? t('common.conflict', { message: error.message })
          : t('common.error'),
      ),
  });

  const onFile = async (file: File | undefined) => {
    setUploadMessage(null);
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadMessage(t('editor.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      const { url } = await uploadImage(file, setProgress);
      setThumbnailUrl(url);
      setUploadMessage(t('editor.uploaded'));
    } catch (error) {
      setUploadMessage(t('editor.uploadFailed', { message: error instanceof Error ? error.message : '' }));
    } finally {
      setProgress(null);
    }
  };

  const { errors } = form.formState;
  const countries = me.data?.countries ?? [];
  const selected = form.watch('countries');
  const heading = latest ? t('editor.editHeading', { title: latest.title }) : t('editor.newHeading');

  return (
    <>
      <h1 className="page__title">{heading}</h1>
      {latest?.status === 'approved' ? <p className="admin-note">{t('editor.newVersion')}</p> : null}
      <form
        className="admin-form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSaveError(null);
          save.mutate(values);
        })}
      >
        <TextField
          id="content-title"
          label={t('editor.title')}
          required
          registration={form.register('title')}
          error={errors.title ? t('common.invalid') : null}
        />
        <Field id="content-synopsis" label={t('editor.synopsis')}>
          <textarea
            className="field__input"
            rows={3}
            {...controlAria('content-synopsis')}
            {...form.register('synopsis')}
          />
        </Field>
        <Field id="content-body" label={t('editor.body')}>
          <textarea
            className="field__input"
            rows={6}
            {...controlAria('content-body')}
            {...form.register('body')}
          />
        </Field>
        <TextField
          id="content-duration"
          label={t('editor.duration')}
          inputMode="numeric"
          registration={form.register('duration')}
          error={errors.duration ? t('common.invalid') : null}
        />
        <Field id="content-language" label={t('editor.language')} required>
          <select
            className="field__input"
            {...controlAria('content-language')}
            {...form.register('language')}
          >
            <option value="pt">{t('editor.languages.pt')}</option>
            <option value="es">{t('editor.languages.es')}</option>
          </select>
        </Field>
        <TextField
          id="content-specialties"
          label={t('editor.specialties')}
          registration={form.register('specialties')}
        />
        <TextField
          id="content-media"
          label={t('editor.mediaUrl')}
          registration={form.register('mediaUrl')}
          error={errors.mediaUrl ? t('common.invalid') : null}
        />
        <fieldset
          className="admin-fieldset"
          aria-describedby={errors.countries ? 'content-countries-error' : undefined}
        >
          <legend>{t('editor.countries')}</legend>
          {countries.map((code) => (
            <label key={code} className="admin-check">
              <input
                type="checkbox"
                value={code}
                checked={selected.includes(code)}
                onChange={(event) =>
                  form.setValue(
                    'countries',
                    event.target.checked ? [...selected, code] : selected.filter((c) => c !== code),
                    { shouldValidate: form.formState.isSubmitted },
                  )
                }
              />
              {code}
            </label>
          ))}
          {errors.countries ? (
            <p id="content-countries-error" className="field__error">
              {t('common.required')}
            </p>
          ) : null}
        </fieldset>
        <Field id={fileId} label={t('editor.thumbnail')}>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            onChange={(event) => void onFile(event.target.files?.[0])}
          />
        </Field>
        {progress !== null ? <progress max={1} value={progress} aria-label={t('editor.uploading')} /> : null}
        <p role="status" className="admin-status">
          {uploadMessage}
        </p>
        {thumbnailUrl ? (
          <img className="admin-thumb" src={thumbnailUrl} alt={t('editor.thumbnailAlt')} width={240} />
        ) : null}
        {saveError ? (
          <p role="alert" className="field__error">
            {saveError}
          </p>
        ) : null}
        <div className="page__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={save.isPending || progress !== null}
          >
            {t('common.save')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => navigate(-1)}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </>
  );
}
