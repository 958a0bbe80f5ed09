// The send's confirmation (issue 34): exactly what the physician will receive — to whom (name and
// e-mail), the protocol, the subject and the mail itself as the server rendered it — and a button that
// sends that, quoting the preview's digest. Back to editing changes nothing.
import type { MiAnswerPreview } from '@portal/contracts';
import { Dialog, DialogActions } from '#components/ui/dialog.tsx';
import { ServerHtml } from '#components/ui/server-html.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function AnswerPreviewDialog({
  preview,
  sending,
  onConfirm,
  onClose,
}: {
  preview: MiAnswerPreview | null;
  sending: boolean;
  onConfirm: (preview: MiAnswerPreview) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      open={preview !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('miDesk.preview.title')}
      description={t('miDesk.preview.description')}
      testId="mi-preview"
      initialFocusId="mi-preview-confirm"
    >
      {preview ? (
        <>
          <dl className="mi-preview__facts">
            <dt>{t('miDesk.preview.to')}</dt>
            <dd data-testid="mi-preview-recipient">
              {preview.recipient.name} &lt;{preview.recipient.email}&gt;
            </dd>
            {preview.protocol ? (
              <>
                <dt>{t('miDesk.preview.protocol')}</dt>
                <dd data-testid="mi-preview-protocol">{preview.protocol}</dd>
              </>
            ) : null}
            <dt>{t('miDesk.preview.subject')}</dt>
            <dd>{preview.subject}</dd>
          </dl>
          {/* Scrolls when long: focusable so a keyboard can scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1) */}
          <section className="mi-preview__mail" tabIndex={0} aria-label={t('miDesk.preview.mail')}>
            <ServerHtml html={preview.html} className="admin-preview prose" testId="mi-preview-mail" />
          </section>
          {preview.attachment ? <p>{t('miDesk.preview.attachment')}</p> : null}
          <DialogActions closeLabel={t('miDesk.preview.back')}>
            <button
              id="mi-preview-confirm"
              type="button"
              className="button button--primary"
              disabled={sending}
              onClick={() => onConfirm(preview)}
            >
              {t('miDesk.preview.confirm')}
            </button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
