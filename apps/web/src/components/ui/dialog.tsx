// Modal dialog built on Radix: focus trap, Escape, return of focus and labelling come with it.
// Import it only from lazily loaded modules: it is not needed on first paint.
import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
  testId?: string;
  size?: 'sm' | 'md';
  /** The id of the field that takes focus on opening (by default the first focusable element). */
  initialFocusId?: string;
  /** When given, a close button with this name sits at the top, reachable without scrolling the form. */
  topCloseLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
  size = 'md',
  initialFocusId,
  topCloseLabel,
}: DialogProps) {
  // Opened from a store rather than a Radix Trigger, so remember the opener to give focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            const first = initialFocusId ? document.getElementById(initialFocusId) : null;
            if (first) {
              event.preventDefault();
              first.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            else document.getElementById('main-content')?.focus({ preventScroll: true });
          }}
        >
          {topCloseLabel ? (
            <RadixDialog.Close
              className="dialog__close-top"
              aria-label={topCloseLabel}
              data-testid="dialog-close-top"
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </RadixDialog.Close>
          ) : null}
          <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className="dialog__description">{description}</div>
          </RadixDialog.Description>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export const DialogClose = RadixDialog.Close;

/** The dialog's buttons: its close button (the primary one when it stands alone), then the action, if any. */
export function DialogActions({ closeLabel, children }: { closeLabel: string; children?: ReactNode }) {
  return (
    <div className="dialog__actions">
      <DialogClose asChild>
        <button type="button" className={children ? 'button button--secondary' : 'button button--primary'}>
          {closeLabel}
        </button>
      </DialogClose>
      {children}
    </div>
  );
}
