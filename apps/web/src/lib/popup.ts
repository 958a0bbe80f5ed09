// An app-wide popup that any screen may open (the article request, the dentist warning): an open flag
// in a tiny store, so the trigger and the dialog need not share a component tree. Mounted by
// components/ui/popup-host.tsx.
import { createStore, useStore } from './store.ts';

export interface Popup {
  open(): void;
  close(): void;
  setOpen(open: boolean): void;
  useIsOpen(): boolean;
}

export function createPopup(): Popup {
  const store = createStore(false);
  return {
    open: () => store.set(true),
    close: () => store.set(false),
    setOpen: (open) => store.set(open),
    useIsOpen: () => useStore(store),
  };
}
