// The answer to the physician: rich text and an optional PDF (uploaded to the restricted media store, its
// type judged by the server from the bytes). The text is saved as a draft while typed (debounced). "Send"
// opens the preview of exactly what the physician will receive, and only its confirmation sends, quoting
// the preview's digest (issue 34). Sending waits for the safety screening. Leaving with an unsaved change
// asks first.
import type { MiAnswerPreview } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Section } from '../../components/section.tsx';
import { ApiError } from '../../lib/api.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useLeaveGuard } from '../../lib/leave-guard.ts';
import { AnswerPreviewDialog } from './answer-preview-dialog.tsx';
import { previewAnswer, type RequestPartProps, saveDraft, sendAnswer, uploadAnswerPdf } from './api.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

const PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Quiet time after the last keystroke before the draft is saved. */
const AUTOSAVE_DELAY_MS = 800;
const hasText = (html: string) => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

type DraftState = 'idle' | 'saving' | 'saved' | 'failed';

/** Saves `html` as the request's draft once typing pauses; says where it stands. */
function useDraftAutosave(key: string, html: string, initial: string) {
  const [state, setState] = useState<DraftState>('idle');
  const saved = useRef(initial);
  useEffect(() => {
    if (html === saved.current) return;
    const timer = setTimeout(async () => {
      setState('saving');
      try {
        await saveDraft(key, html);
        saved.current = html;
        setState('saved');
      } catch {
        setState('failed');
      }
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, html]);
  return { state, unsaved: html !== saved.current };
}

export function AnswerForm({ request, onDone, onError }: RequestPartProps) {
  const { t } = useI18n();
  const labelId = useId();
  const initial = request.draft?.html ?? '';
  const [html, setHtml] = useState(initial);
  const [missing, setMissing] = useState(false);
  const [attachment, setAttachment] = useState<{ path: string; name: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadMessage, setUploadMessage] = useState('');
  const [preview, setPreview] = useState<MiAnswerPreview | null>(null);
  const draft = useDraftAutosave(request.key, html, initial);
  const screened = request.screening !== null;

  const open = useMutation({
    mutationFn: () => previewAnswer(request.key, { html, attachment: attachment?.path ?? null }),
    onSuccess: setPreview,
    onError,
  });
  const send = useMutation({
    mutationFn: (shown: MiAnswerPreview) =>
      sendAnswer(request.key, { html, attachment: shown.attachment, digest: shown.digest }),
    onSuccess: (updated) => {
      setPreview(null);
      onDone(updated);
    },
    onError: (error) => {
      setPreview(null);
      onError(error);
    },
  });

  useLeaveGuard(draft.unsaved && !send.isSuccess, t('miDesk.answer.leave'));

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

  const draftText: Record<DraftState, string> = {
    idle: '',
    saving: t('miDesk.answer.draftSaving'),
    saved: t('miDesk.answer.draftSaved'),
    failed: t('miDesk.answer.draftFailed'),
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
          open.mutate();
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
            initialHtml={initial}
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
          <p role="status" className="admin-status" data-testid="mi-draft-status">
            {draftText[draft.state]}
          </p>
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
          disabled={!screened || open.isPending || send.isPending || progress !== null}
          aria-describedby={screened ? undefined : 'mi-send-needs-screening'}
        >
          {t('miDesk.answer.send')}
        </button>
        {screened ? null : (
          <p id="mi-send-needs-screening" className="admin-hint">
            {t('miDesk.screening.neededToAnswer')}
          </p>
        )}
      </ConsoleForm>
      <AnswerPreviewDialog
        preview={preview}
        sending={send.isPending}
        onConfirm={(shown) => send.mutate(shown)}
        onClose={() => setPreview(null)}
      />
    </Section>
  );
}
