// The sonner part of the toaster, in its own chunk: no toast is needed on first paint.
import { TOAST_DURATION_MS } from '@portal/countries';
import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';

let markReady: () => void = () => {};
/** Resolves once the Toaster is mounted, so a toast raised before that is not lost. */
export const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export type ToastKind = 'success' | 'error' | 'info';

export function show(kind: ToastKind, message: string): void {
  const options = { duration: TOAST_DURATION_MS };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}

/** A toast that stays until its action is taken (e.g. "reload" for a new version). */
export function showAction(message: string, label: string, onAction: () => void): void {
  toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick: onAction } });
}

export default function SonnerToaster() {
  useEffect(() => markReady(), []);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="bottom-center"
      closeButton={false}
      toastOptions={{ className: 'toast' }}
    />
  );
}
