// Create or edit an event: what physicians read on /eventos (title, the description as rich text,
// speakers, specialty), when (wall-clock times in the event's own zone), where (Jitsi with a room the
// server generates, or a Zoom meeting number), the recording once there is one, the pictures
// (event-image-fields.tsx), and the countries it is for.
import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminEvent, EventDraftInput } from '@portal/contracts';
import { COUNTRY_CODES } from '@portal/countries';
import { useFieldArray } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { controlAria, Field, TextField } from '#components/ui/form-field.tsx';
import { MediaReferenceFields } from '../../components/media-reference-fields.tsx';
import { RichTextField } from '../../components/rich-text/rich-text-field.tsx';
import {
  FormCountriesFieldset,
  LanguageField,
  useVersionForm,
  VersionEditor,
} from '../../components/versioned/version-editor.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { eventsApi } from './api.ts';
import { EventImageField, IMAGE_REFERENCE, SpeakerPhotoField } from './event-image-fields.tsx';

/** The zones of the portal's seven countries (any IANA zone is accepted by the API). */
const TIME_ZONES = [
  'America/Sao_Paulo',
  'America/Mexico_City',
  'America/Argentina/Buenos_Aires',
  'America/Santiago',
  'America/Costa_Rica',
  'America/Bogota',
  'America/Lima',
] as const;

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const formSchema = z
  .object({
    title: z.string().trim().min(3).max(200),
    description: z.string().max(20_000),
    specialty: z.string().trim().max(80),
    language: z.enum(['pt', 'es']),
    startsLocal: z.string().regex(LOCAL),
    endsLocal: z.string().regex(LOCAL),
    timeZone: z.string().min(1),
    meetingProvider: z.enum(['jitsi', 'zoom']),
    meetingRoom: z.string().trim(),
    recordingUrl: z
      .string()
      .trim()
      .regex(/^(|https:\/\/\S+|\/media\/[A-Za-z0-9._/-]+)$/),
    imageUrl: z.string().trim().regex(IMAGE_REFERENCE),
    speakers: z.array(
      z.object({
        name: z.string().trim().min(2).max(120),
        title: z.string().trim().max(200),
        photoUrl: z.string().trim().regex(IMAGE_REFERENCE),
      }),
    ),
    countries: z.array(z.enum(COUNTRY_CODES)).min(1),
  })
  .superRefine((v, ctx) => {
    if (LOCAL.test(v.startsLocal) && LOCAL.test(v.endsLocal) && v.endsLocal <= v.startsLocal)
      ctx.addIssue({ code: 'custom', path: ['endsLocal'], message: 'order' });
    if (v.meetingProvider === 'zoom' && !/^\d{9,11}$/.test(v.meetingRoom))
      ctx.addIssue({ code: 'custom', path: ['meetingRoom'], message: 'zoom' });
  });
type FormValues = z.infer<typeof formSchema>;

const EMPTY: FormValues = {
  title: '',
  description: '',
  specialty: '',
  language: 'pt',
  startsLocal: '',
  endsLocal: '',
  timeZone: 'America/Sao_Paulo',
  meetingProvider: 'jitsi',
  meetingRoom: '',
  recordingUrl: '',
  imageUrl: '',
  speakers: [],
  countries: [],
};

/** The form's values for an event's latest version. */
function toValues(latest: AdminEvent['latest']): FormValues {
  return {
    title: latest.title,
    description: latest.description,
    specialty: latest.specialty ?? '',
    language: latest.language,
    startsLocal: latest.startsLocal,
    endsLocal: latest.endsLocal,
    timeZone: latest.timeZone,
    meetingProvider: latest.meetingProvider,
    meetingRoom: latest.meetingProvider === 'zoom' ? latest.meetingRoom : '',
    recordingUrl: latest.recordingUrl ?? '',
    imageUrl: latest.imageUrl ?? '',
    speakers: latest.speakers.map((s) => ({
      name: s.name,
      title: s.title ?? '',
      photoUrl: s.photoUrl ?? '',
    })),
    countries: latest.countries,
  };
}

export function EventEditorPage() {
  const { t } = useI18n();
  const { id } = useParams();
  const navigate = useNavigate();
  const { form, save, latest, uploads, frame } = useVersionForm(eventsApi, id, {
    resolver: zodResolver(formSchema),
    empty: EMPTY,
    toValues,
    savedId: (saved) => saved.latest.eventId,
  });
  const speakers = useFieldArray({ control: form.control, name: 'speakers' });

  const toDraft = (v: FormValues): EventDraftInput => ({
    title: v.title,
    description: v.description,
    specialty: v.specialty || null,
    language: v.language,
    startsLocal: v.startsLocal,
    endsLocal: v.endsLocal,
    timeZone: v.timeZone,
    meetingProvider: v.meetingProvider,
    meetingRoom: v.meetingProvider === 'zoom' ? v.meetingRoom : null,
    recordingUrl: v.recordingUrl || null,
    imageUrl: v.imageUrl || null,
    speakers: v.speakers.map((s) => ({
      name: s.name,
      ...(s.title ? { title: s.title } : {}),
      ...(s.photoUrl ? { photoUrl: s.photoUrl } : {}),
    })),
    countries: v.countries,
  });

  const { errors } = form.formState;
  const provider = form.watch('meetingProvider');

  return (
    <VersionEditor
      heading={
        latest ? t('authoring.events.editHeading', { title: latest.title }) : t('authoring.events.newHeading')
      }
      status={latest?.status}
      back={
        latest && id
          ? { to: `/events/${id}`, label: latest.title }
          : { to: '/events', label: t('authoring.nav.events') }
      }
      note={latest?.status === 'approved' ? t('authoring.events.newVersion') : null}
      onSubmit={form.handleSubmit((values) => save.mutation.mutate(toDraft(values)))}
      {...frame}
      onCancel={() => navigate(id ? `/events/${id}` : '/events')}
    >
      <TextField
        id="event-title"
        label={t('authoring.events.title')}
        required
        registration={form.register('title')}
        error={errors.title ? t('common.invalid') : null}
      />
      <RichTextField
        id="event-description"
        label={t('authoring.events.description')}
        profile="content"
        value={form.watch('description')}
        onChange={(html) => form.setValue('description', html, { shouldDirty: true })}
      />
      <TextField
        id="event-specialty"
        label={t('authoring.events.specialty')}
        registration={form.register('specialty')}
      />
      <LanguageField
        id="event-language"
        label={t('authoring.events.language')}
        registration={form.register('language')}
      />
      <Field id="event-zone" label={t('authoring.events.timeZone')} required>
        <select className="field__input" {...controlAria('event-zone')} {...form.register('timeZone')}>
          {TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        id="event-starts"
        type="datetime-local"
        label={t('authoring.events.startsLocal')}
        required
        registration={form.register('startsLocal')}
        error={errors.startsLocal ? t('common.required') : null}
      />
      <TextField
        id="event-ends"
        type="datetime-local"
        label={t('authoring.events.endsLocal')}
        required
        registration={form.register('endsLocal')}
        error={
          errors.endsLocal
            ? errors.endsLocal.message === 'order'
              ? t('authoring.events.endBeforeStart')
              : t('common.required')
            : null
        }
      />
      <Field id="event-provider" label={t('authoring.events.provider')} required>
        <select
          className="field__input"
          {...controlAria('event-provider')}
          {...form.register('meetingProvider')}
        >
          <option value="jitsi">{t('authoring.events.providers.jitsi')}</option>
          <option value="zoom">{t('authoring.events.providers.zoom')}</option>
        </select>
      </Field>
      {provider === 'zoom' ? (
        <TextField
          id="event-room"
          label={t('authoring.events.meetingRoom')}
          required
          inputMode="numeric"
          registration={form.register('meetingRoom')}
          error={errors.meetingRoom ? t('authoring.events.zoomNumber') : null}
        />
      ) : null}
      <MediaReferenceFields
        form={form}
        name="recordingUrl"
        id="event-recording"
        label={t('authoring.events.recordingUrl')}
        invalidText={t('common.invalid')}
        fileLabel={t('authoring.events.recordingFile')}
        hint={t('authoring.events.recordingFileHint')}
        accept={['video', 'audio']}
        onUploadBusy={uploads.onUploadBusy}
      />
      <EventImageField form={form} onUploadBusy={uploads.onUploadBusy} />
      <fieldset className="admin-fieldset">
        <legend>{t('authoring.events.speakers')}</legend>
        {speakers.fields.map((speaker, index) => (
          <div key={speaker.id} className="admin-form admin-form--inline">
            <TextField
              id={`event-speaker-${index}-name`}
              label={t('authoring.events.speakerName', { n: index + 1 })}
              required
              registration={form.register(`speakers.${index}.name`)}
              error={errors.speakers?.[index]?.name ? t('common.required') : null}
            />
            <TextField
              id={`event-speaker-${index}-title`}
              label={t('authoring.events.speakerTitle', { n: index + 1 })}
              registration={form.register(`speakers.${index}.title`)}
            />
            <SpeakerPhotoField form={form} index={index} onUploadBusy={uploads.onUploadBusy} />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => speakers.remove(index)}
            >
              {t('authoring.events.removeSpeaker', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => speakers.append({ name: '', title: '', photoUrl: '' })}
        >
          {t('authoring.events.addSpeaker')}
        </button>
      </fieldset>
      <FormCountriesFieldset form={form} idPrefix="event" legend={t('authoring.events.countries')} />
    </VersionEditor>
  );
}
