// The answer to the physician: rich text and an optional PDF (uploaded to the restricted media store, its
// type judged by the server from the bytes). Sending mails it and shows it in the physician's list.
// Leaving with an unsent answer asks first.
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Section } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { type RequestPartProps, sendAnswer, uploadAnswerPdf } from './api.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const PDF_MAX_BYTES = 20 * 1024 * 1024;
const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

export function AnswerForm({ request, onDone, onError }: RequestPartProps) {
  const { t } = useI18n();
  const labelId = useId();
  const [html, setHtml] = useState('');
  const [missing, setMissing] = useState(false);
  const [attachment, setAttachment] = useState<{ path: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadMessage, setUploadMessage] = useState('');
  const send = useMutation({
    mutationFn: () => sendAnswer(request.key, { html, attachment: attachment?.path ?? null }),
    onSuccess: (updated) => {
      setHtml('');
      onDone(updated);
    },
    onError,
  });

  const dirty = (hasText(html) || attachment !== null) && !send.isSuccess;
  useLeaveGuard(dirty, t('miDesk.answer.leave'));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > PDF_MAX_BYTES) {
      setUploadMessage(t('miDesk.answer.tooLarge'));
      return;
    }
    setProgress(0);
    setUploadMessage('');
    try {
      const uploaded = await uploadAnswerPdf(file, setProgress);
      setAttachment({ path: uploaded.path, name: file.name });
      setUploadMessage(t('miDesk.answer.uploaded', { name: file.name }));
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '';
      setUploadMessage(t('miDesk.answer.uploadFailed', { message }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Section id="mi-answer" heading={t('miDesk.answer.heading')}>
      <ConsoleForm
        onSubmit={() => {
          if (!hasText(html)) {
            setMissing(true);
            return;
          }
          setMissing(false);
          send.mutate();
        }}
      >
        <div className="field">
          <span className="field__label" id={labelId}>
            {t('miDesk.answer.editor')}
          </span>
          <RichTextEditor
            id="mi-answer"
            labelId={labelId}
            invalid={missing}
            describedBy={missing ? 'mi-answer-error' : undefined}
            onChange={(value) => {
              setHtml(value);
              if (hasText(value)) setMissing(false);
            }}
          />
          {missing ? (
            <p id="mi-answer-error" className="field__error" role="alert">
              {t('miDesk.answer.empty')}
            </p>
          ) : null}
        </div>
        <div className="field">
          <Field id="mi-answer-pdf" label={t('miDesk.answer.attachment')}>
            <input
              type="file"
              accept="application/pdf"
              className="field__input"
              {...controlAria('mi-answer-pdf')}
              onChange={(event) => upload(event.target.files?.[0])}
            />
          </Field>
          {progress !== null ? (
            <progress max={1} value={progress} aria-label={t('miDesk.answer.uploading')} />
          ) : null}
          <p role="status" className="admin-status" data-testid="mi-upload-status">
            {uploadMessage}
          </p>
          {attachment ? (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setAttachment(null)}
            >
              {t('miDesk.answer.removeAttachment')}
            </button>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--primary"
          disabled={send.isPending || progress !== null}
        >
          {t('miDesk.answer.send')}
        </button>
      </ConsoleForm>
    </Section>
  );
}
