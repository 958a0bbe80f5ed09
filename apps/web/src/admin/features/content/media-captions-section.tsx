// Captions and transcripts of the item's video and audio files (issue 35, WCAG 2.2 1.2.1 and 1.2.2):
// per file, the languages it has captions in, a WebVTT upload per language (the server checks the file
// and says why it refuses one), and a transcript per language.
import {
  type AdminContent,
  CAPTION_LANGUAGES,
  type CaptionLanguage,
  type MediaText,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { ChoiceField, TextAreaField } from '../../components/fields.tsx';
import { Section } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { captionsMissingQuery, mediaTextQuery, saveTranscript, uploadCaptions } from './api.ts';

type Version = AdminContent['latest'];

/** Every /media file the version plays: the item's own, its episodes', lessons' and seasons' episodes'. */
export function playedMedia(version: Version): string[] {
  const parts = [...version.episodes, ...version.lessons, ...version.seasons.flatMap((s) => s.episodes)];
  const urls = [version.mediaUrl, ...parts.map((part) => part.mediaUrl)];
  return [...new Set(urls.filter((url): url is string => !!url && url.startsWith('/media/')))];
}

const fileName = (url: string) => url.split('/').pop() ?? url;

export function MediaCaptionsSection({ version, canWrite }: { version: Version; canWrite: boolean }) {
  const { t } = useI18n();
  const media = playedMedia(version);
  return (
    <Section id="media-captions" heading={t('captions.heading')} testId="media-captions">
      <p>{t('captions.lead')}</p>
      {media.length === 0 ? <p>{t('captions.noMedia')}</p> : null}
      {media.map((url, index) => (
        <MediaCaptions key={url} url={url} idPrefix={`captions-${index}`} canWrite={canWrite} />
      ))}
    </Section>
  );
}

export function MediaCaptions({
  url,
  idPrefix,
  canWrite,
}: {
  url: string;
  idPrefix: string;
  canWrite: boolean;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const text = useQuery(mediaTextQuery(url));
  const feedback = useFeedback();
  const [language, setLanguage] = useState<CaptionLanguage>('pt-BR');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [transcript, setTranscript] = useState('');
  const tracks = text.data?.tracks ?? [];
  const track = tracks.find((entry) => entry.language === language);
  const languageName = (code: CaptionLanguage) => t(`captions.languages.${code}`);
  useEffect(() => setTranscript(track?.transcript ?? ''), [track?.transcript]);

  const stored = (answer: MediaText) => queryClient.setQueryData(mediaTextQuery(url).queryKey, answer);
  const upload = useMutation({
    mutationFn: (vtt: File) => uploadCaptions(url, language, vtt),
    onSuccess: async (answer) => {
      stored(answer);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'captions-missing'] });
      setFileError(null);
      feedback.succeed(t('captions.uploaded', { language: languageName(language) }));
    },
    onError: (reason) => {
      if (reason instanceof ApiError && reason.status === 400)
        setFileError(t('captions.invalid', { reason: reason.errors[0]?.message ?? reason.message }));
      else if (reason instanceof ApiError && reason.status === 415) setFileError(t('captions.wrongType'));
      else if (reason instanceof ApiError && reason.status === 413) setFileError(t('captions.tooLarge'));
      else feedback.fail(reason);
    },
  });
  const save = useMutation({
    mutationFn: () => saveTranscript(url, language, transcript),
    onSuccess: (answer) => {
      stored(answer);
      feedback.succeed(t('captions.transcriptSaved'));
    },
    onError: feedback.fail,
  });

  const captioned = tracks.filter((entry) => entry.captionsUrl).map((entry) => languageName(entry.language));
  const fileId = `${idPrefix}-file`;
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="admin-note" data-testid="media-captions-item">
      <h3 id={`${idPrefix}-heading`}>{t('captions.media', { name: fileName(url) })}</h3>
      <p data-testid="media-captions-current">
        {captioned.length > 0
          ? t('captions.current', { languages: captioned.join(', ') })
          : t('captions.noneYet')}
      </p>
      {canWrite ? (
        <>
          <ChoiceField
            id={`${idPrefix}-language`}
            label={t('captions.language')}
            value={language}
            onChange={(value) => setLanguage(value as CaptionLanguage)}
            options={CAPTION_LANGUAGES.map((code) => [code, languageName(code)] as const)}
          />
          <ConsoleForm onSubmit={() => file && upload.mutate(file)}>
            <Field id={fileId} label={t('captions.file')} error={fileError}>
              <input
                type="file"
                accept=".vtt,text/vtt"
                {...controlAria(fileId, { error: fileError })}
                onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
              />
            </Field>
            <div className="page__actions">
              <button type="submit" className="button button--secondary" disabled={!file || upload.isPending}>
                {t('captions.upload')}
              </button>
            </div>
          </ConsoleForm>
          <ConsoleForm onSubmit={() => save.mutate()}>
            <TextAreaField
              id={`${idPrefix}-transcript`}
              label={t('captions.transcript', { language: languageName(language) })}
              rows={5}
              value={transcript}
              onChange={setTranscript}
            />
            <div className="page__actions">
              <button type="submit" className="button button--secondary" disabled={save.isPending}>
                {t('captions.saveTranscript')}
              </button>
            </div>
          </ConsoleForm>
          <Feedback feedback={feedback} />
        </>
      ) : null}
    </section>
  );
}

/** The published items of the member's countries whose media lack captions, each with its captions forms. */
export function MissingCaptionsSection({ canWrite }: { canWrite: boolean }) {
  const { t } = useI18n();
  const missing = useQuery(captionsMissingQuery);
  const items = missing.data?.items ?? [];
  return (
    <Section id="captions-missing" heading={t('captions.missingHeading')} testId="captions-missing-list">
      <p>{t('captions.lead')}</p>
      {missing.isSuccess && items.length === 0 ? <p>{t('captions.allCaptioned')}</p> : null}
      <ul className="admin-captions-missing">
        {items.map((item, i) => (
          <li key={item.contentId} data-testid="captions-missing-item" data-content-id={item.contentId}>
            <details>
              <summary>
                {item.title}{' '}
                <span className="admin-badge admin-badge--rejected" data-testid="captions-missing">
                  {t('captions.missing')}
                </span>
              </summary>
              {item.mediaUrls.map((url, m) => (
                <MediaCaptions key={url} url={url} idPrefix={`missing-${i}-${m}`} canWrite={canWrite} />
              ))}
            </details>
          </li>
        ))}
      </ul>
    </Section>
  );
}
