// Mounts a popup's dialog the first time it is opened: its code is a lazy chunk loaded only then, and it
// stays mounted afterwards so Radix can close it properly and return focus.
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import type { Popup } from '#lib/popup.ts';

export interface PopupDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function PopupHost({
  popup,
  dialog: Dialog,
}: {
  popup: Popup;
  dialog: ComponentType<PopupDialogProps>;
}) {
  const open = popup.useIsOpen();
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (open) setLoaded(true);
  }, [open]);

  if (!open && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <Dialog open={open} onOpenChange={popup.setOpen} />
    </Suspense>
  );
}
