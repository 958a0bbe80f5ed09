// A yes/no question before something that cannot be undone (remove an address, leave the doctor-finder).
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  body: string;
  onConfirm: () => void;
  busy?: boolean;
  testId: string;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  onConfirm,
  busy,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      testId={testId}
      title={title}
      description={<p>{body}</p>}
    >
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={() => onOpenChange(false)}>
          {t('docfinder.home.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={busy} onClick={onConfirm}>
          {t('docfinder.home.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
