// Focus and announcement after a route change (WCAG 2.4.3, 4.1.3): a single-page app does not reload,
// so a keyboard or screen-reader user would stay on the link they left (or on <body>) and hear nothing.
// After every change of page (and so after signing in) focus moves to the new page's main heading
// (h1, made focusable with tabindex=-1), and a polite live region reads the page's title.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (a lazy chunk, then its data). */
const HEADING_WAIT_MS = 10_000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main-content h1');
}

/** Whether the page already put focus somewhere of its own (a form's first field, a dialog). */
function pageTookFocus(): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  if (active.id === 'main-content') return false;
  return Boolean(active.closest('#main-content, [role="dialog"]'));
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new page (pathname)
  useEffect(() => {
    // The first page is announced by the browser itself (its load and title).
    if (first.current) {
      first.current = false;
      return;
    }
    let observer: MutationObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const finish = () => {
      observer?.disconnect();
      clearTimeout(timer);
    };
    const arrive = (): boolean => {
      const heading = mainHeading();
      if (!heading) return false;
      finish();
      // After the page's own effects (its title, its autofocus) have run.
      frame = requestAnimationFrame(() => {
        if (!pageTookFocus()) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus();
        }
        setMessage(document.title);
      });
      return true;
    };
    // The old page's heading may still be there for a moment: wait for this route's render first.
    frame = requestAnimationFrame(() => {
      if (arrive()) return;
      observer = new MutationObserver(() => {
        arrive();
      });
      const main = document.getElementById('main-content');
      if (main) observer.observe(main, { childList: true, subtree: true });
      timer = setTimeout(finish, HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      finish();
    };
  }, [pathname]);

  return (
    <div className="visually-hidden" role="status" aria-live="polite" data-testid="route-announcer">
      {message}
    </div>
  );
}
