// A horizontally scrolling row of cards that is one stop of the Tab key: only the current card's controls
// are tabbable (roving tab index), the arrow keys (and Home/End) move between cards, previous/next buttons
// scroll by a page for the mouse, and a position text says which cards are in view.
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

interface CardRowProps {
  /** The row's title, for the buttons' names. */
  label: string;
  labelledBy: string;
  children: ReactNode[];
}

interface View {
  first: number;
  last: number;
}

/** Indexes of the first and last cards wholly (or, failing that, partly) in view. */
function visibleRange(row: HTMLElement): View {
  const cards = [...row.children] as HTMLElement[];
  const left = row.scrollLeft;
  const right = left + row.clientWidth;
  const edges = cards.map((card) => {
    const start = card.offsetLeft - row.offsetLeft;
    return { start, end: start + card.offsetWidth };
  });
  const indexesWhere = (test: (edge: { start: number; end: number }) => boolean) =>
    edges.flatMap((edge, index) => (test(edge) ? [index] : []));
  const whole = indexesWhere(({ start, end }) => start >= left - 1 && end <= right + 1);
  // Mid-scroll (or on a screen narrower than a card) no card may be wholly in view.
  const inView = whole.length > 0 ? whole : indexesWhere(({ start, end }) => end > left && start < right);
  if (inView.length === 0) return { first: 0, last: 0 };
  return { first: inView[0] ?? 0, last: inView[inView.length - 1] ?? 0 };
}

export function CardRow({ label, labelledBy, children }: CardRowProps) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [view, setView] = useState<View>({ first: 0, last: Math.max(children.length - 1, 0) });
  const total = children.length;

  // Roving tab index: the controls of every card but the active one leave the Tab order.
  useEffect(() => {
    const cards = [...(rowRef.current?.children ?? [])];
    cards.forEach((card, index) => {
      for (const control of card.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (index === active) control.removeAttribute('tabindex');
        else control.setAttribute('tabindex', '-1');
      }
    });
  });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row) setView(visibleRange(row));
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const focusCard = (index: number) => {
    const card = rowRef.current?.children[index] as HTMLElement | undefined;
    if (!card) return;
    setActive(index);
    card.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    card.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = [...(rowRef.current?.children ?? [])].findIndex((card) =>
      card.contains(document.activeElement),
    );
    if (current < 0) return;
    const target = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: total - 1 }[event.key];
    if (target === undefined || target < 0 || target >= total) return;
    event.preventDefault();
    focusCard(target);
  };

  const page = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth * 0.9, behavior: 'smooth' });
  };

  const onScroll = () => {
    const row = rowRef.current;
    if (!row) return;
    const range = visibleRange(row);
    setView(range);
    // The Tab stop is the focused card while focus is in the row: a scroll still running (a page button,
    // the arrow's scrollIntoView) must not take it away. Otherwise keep it on a card in view, so Tab after
    // scrolling lands where the user looks.
    const focused = [...row.children].findIndex((card) => card.contains(document.activeElement));
    if (focused >= 0) setActive(focused);
    else if (active < range.first || active > range.last) setActive(range.first);
  };

  return (
    <div className="card-row">
      <div className="card-row__controls">
        <p className="card-row__position" data-testid="row-position" aria-live="polite">
          {t('content.home.rowPosition', { first: view.first + 1, last: view.last + 1, total })}
        </p>
        {([-1, 1] as const).map((step) => (
          <button
            key={step}
            type="button"
            className="button button--secondary card-row__button"
            aria-label={t(step < 0 ? 'content.home.rowPrevious' : 'content.home.rowNext', { label })}
            data-testid={step < 0 ? 'row-previous' : 'row-next'}
            disabled={step < 0 ? view.first === 0 : view.last >= total - 1}
            onClick={() => page(step)}
          >
            <span aria-hidden="true">{step < 0 ? '‹' : '›'}</span>
          </button>
        ))}
      </div>
      <ul
        ref={rowRef}
        className="content-row"
        aria-labelledby={labelledBy}
        aria-describedby={`${labelledBy}-keys`}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        {children}
      </ul>
      <p id={`${labelledBy}-keys`} className="visually-hidden">
        {t('content.home.rowKeyboardHint')}
      </p>
    </div>
  );
}
