// An irreversible (or disruptive) action asked first: the button opens the question with "yes" (tied to
// the question by aria-describedby) and "cancel" in its place.
//
// Use: <ConfirmStep id="revoke-confirm-text" start={t('authoring.links.revoke')} question={t('...revokeConfirm')}
//        confirm={t('authoring.links.confirmRevoke')} busy={revoke.isPending} onConfirm={() => revoke.mutate()}
//        open={confirming} onOpenChange={setConfirming} />
import { useI18n } from '../lib/i18n.tsx';

export function ConfirmStep({
  id,
  start,
  question,
  confirm,
  busy,
  onConfirm,
  open,
  onOpenChange,
}: {
  /** Id of the question's text. */
  id: string;
  /** The button that asks. */
  start: string;
  question: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useI18n();
  if (!open)
    return (
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() => onOpenChange(true)}
      >
        {start}
      </button>
    );
  return (
    <div className="admin-note">
      <p id={id}>{question}</p>
      <div className="page__actions">
        <button
          type="button"
          className="button button--primary"
          aria-describedby={id}
          onClick={onConfirm}
          disabled={busy}
        >
          {confirm}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </div>
  );
}
