// Short notifications lasting TOAST_DURATION_MS. sonner (with its live region) loads on the first toast.
import { lazy, Suspense } from 'react';
import { createStore, useStore } from '#lib/store.ts';
import type { ToastKind } from './sonner-toaster.tsx';

const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));
const requested = createStore(false);

export function Toaster() {
  const show = useStore(requested);
  return show ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}

async function show(kind: ToastKind, message: string): Promise<void> {
  requested.set(true);
  const sonner = await import('./sonner-toaster.tsx');
  await sonner.ready;
  sonner.show(kind, message);
}

function fire(kind: ToastKind, message: string): void {
  show(kind, message).catch((error: unknown) => console.error('Toast could not be shown', error));
}

async function showAction(message: string, label: string, onAction: () => void): Promise<void> {
  requested.set(true);
  const sonner = await import('./sonner-toaster.tsx');
  await sonner.ready;
  sonner.showAction(message, label, onAction);
}

/** Shows a short message; texts come from the dictionary at the call site. */
export const toast = {
  success: (message: string) => fire('success', message),
  error: (message: string) => fire('error', message),
  info: (message: string) => fire('info', message),
  /** Stays until the user takes the action (`label`). */
  action: (message: string, label: string, onAction: () => void) =>
    showAction(message, label, onAction).catch((error: unknown) =>
      console.error('Toast could not be shown', error),
    ),
};
