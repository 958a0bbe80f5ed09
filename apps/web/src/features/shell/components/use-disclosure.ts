// The open/closed state of a disclosure in the header (the phone's navigation drawer, the user menu): it
// closes on a new page, on a pointer down outside it, and on Escape, which returns focus to its button.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure<Root extends HTMLElement>() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<Root>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the disclosure
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  // The button's half of the disclosure pattern: it names the list it controls and says whether it is open.
  const toggleProps = {
    ref: toggle,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': listId,
    onClick: () => setOpen((value) => !value),
  } as const;

  return { open, setOpen, root, toggleProps, listId };
}
