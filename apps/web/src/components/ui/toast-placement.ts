// Where a toast goes so it never covers the element in focus (WCAG 2.4.11 focus not obscured): at the
// bottom unless the focused element lies in the bottom band a toast takes, then at the top.

export type ToastPosition = 'top-center' | 'bottom-center';

/** The vertical extent of the focused element in the viewport, in CSS px. */
export interface FocusBand {
  top: number;
  bottom: number;
}

/**
 * `zone` is the height a toast takes from the viewport's edge (offset + toast height + a margin).
 * An element as tall as the screen overlaps both bands: the toast then stays where it was.
 */
export function toastPosition(
  focus: FocusBand | null,
  viewportHeight: number,
  zone: number,
  current: ToastPosition = 'bottom-center',
): ToastPosition {
  if (!focus || focus.bottom <= focus.top) return 'bottom-center';
  const inBottomBand = focus.bottom > viewportHeight - zone && focus.top < viewportHeight;
  if (!inBottomBand) return 'bottom-center';
  const inTopBand = focus.top < zone && focus.bottom > 0;
  return inTopBand ? current : 'top-center';
}

/** The element with the keyboard focus, or null when it is the page itself. */
export function focusBand(doc: Document = document): FocusBand | null {
  const active = doc.activeElement;
  if (!active || active === doc.body || active === doc.documentElement) return null;
  // Focus inside a toast is not covered by it.
  if (active.closest('[data-sonner-toaster]')) return null;
  const rect = active.getBoundingClientRect();
  return { top: rect.top, bottom: rect.bottom };
}
