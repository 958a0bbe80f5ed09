// The sonner part of the toaster, in its own chunk: no toast is needed on first paint. Sonner's region is
// a polite live region (aria-live="polite"): toasts are announced without interrupting.
import { TOAST_DURATION_MS } from '@portal/countries';
import { useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';
import { focusBand, type ToastPosition, toastPosition } from './toast-placement.ts';

let markReady: () => void = () => {};
/** Resolves once the Toaster is mounted, so a toast raised before that is not lost. */
export const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export type ToastKind = 'success' | 'error' | 'info';

/** Sonner's distance from the viewport's edge (its defaults: 24 px, 16 px below 600 px wide). */
const OFFSET_PX = 24;
/** A one-line toast's height until one is on screen to measure, and a margin around it. */
const TOAST_HEIGHT_PX = 56;
const MARGIN_PX = 8;

let place: () => void = () => {};

export function show(kind: ToastKind, message: string): void {
  // Decide the side before the toast appears: it must not cover the focused element even for a frame.
  place();
  const options = { duration: TOAST_DURATION_MS };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'error') toast.error(message, options);
  else toast(message, options);
}

/** A toast that stays until its action is taken (e.g. "reload" for a new version). */
export function showAction(message: string, label: string, onAction: () => void): void {
  place();
  toast(message, { duration: Number.POSITIVE_INFINITY, action: { label, onClick: onAction } });
}

/** The band a toast takes from the edge: the tallest toast on screen, or a one-line one. */
function toastZone(): number {
  let height = TOAST_HEIGHT_PX;
  for (const element of document.querySelectorAll('[data-sonner-toast]')) {
    height = Math.max(height, element.getBoundingClientRect().height);
  }
  return OFFSET_PX + height + MARGIN_PX;
}

export default function SonnerToaster() {
  const [position, setPosition] = useState<ToastPosition>('bottom-center');
  useEffect(() => {
    // Follows the focus while toasts are up: tabbing into the band a toast covers moves it to the other edge.
    let frame = 0;
    const update = () =>
      setPosition((current) => toastPosition(focusBand(), window.innerHeight, toastZone(), current));
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    place = update;
    document.addEventListener('focusin', update);
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    markReady();
    return () => {
      place = () => {};
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', update);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
    };
  }, []);
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position={position}
      closeButton={false}
      toastOptions={{ className: 'toast' }}
    />
  );
}
