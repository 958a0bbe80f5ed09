// A horizontally scrolling row of cards that is one stop of the Tab key: only the current card's controls
// are tabbable (roving tab index), the arrow keys (and Home/End) move between cards, previous/next buttons
// scroll by a page for the mouse, and a position text says which cards are in view.
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
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

/** A card at least this much in view counts as wholly in view (sub-pixel widths never reach 1). */
const WHOLE = 0.98;

/**
 * Indexes of the first and last cards wholly (or, failing that, partly) in view, from each card's
 * visible share. The shares come from an IntersectionObserver: reading the cards' offsets instead forced
 * a layout per row per render, which was most of the signed-in home's blocking time (issue 38).
 */
export function visibleRange(shares: readonly number[]): View {
  const indexesWhere = (test: (share: number) => boolean) =>
    shares.flatMap((share, index) => (test(share) ? [index] : []));
  const whole = indexesWhere((share) => share >= WHOLE);
  // Mid-scroll (or on a screen narrower than a card) no card may be wholly in view.
  const inView = whole.length > 0 ? whole : indexesWhere((share) => share > 0);
  if (inView.length === 0) return { first: 0, last: 0 };
  return { first: inView[0] ?? 0, last: inView[inView.length - 1] ?? 0 };
}

export function CardRow({ label, labelledBy, children }: CardRowProps) {
  const { t } = useTranslation();
  const rowRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const [view, setView] = useState<View>({ first: 0, last: Math.max(children.length - 1, 0) });
  const total = children.length;

  // Roving tab index: the controls of every card but the active one leave the Tab order. Only changed
  // attributes are written: each write makes the browser recompute styles.
  useEffect(() => {
    const cards = [...(rowRef.current?.children ?? [])];
    cards.forEach((card, index) => {
      for (const control of card.querySelectorAll<HTMLElement>(FOCUSABLE)) {
        if (index === active) {
          if (control.getAttribute('tabindex') === '-1') control.removeAttribute('tabindex');
        } else if (control.getAttribute('tabindex') !== '-1') control.setAttribute('tabindex', '-1');
      }
    });
  });

  // Which cards are in view, told by the browser after each layout (scrolling, resizing).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the cards are the list's DOM children; observe them again when their number changes
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof IntersectionObserver === 'undefined') return;
    const shares = new Map<Element, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) shares.set(entry.target, entry.intersectionRatio);
        const next = visibleRange([...row.children].map((card) => shares.get(card) ?? 0));
        setView((current) => (current.first === next.first && current.last === next.last ? current : next));
      },
      { root: row, threshold: [0, WHOLE] },
    );
    for (const card of row.children) observer.observe(card);
    return () => observer.disconnect();
  }, [total]);

  // After a scroll, Tab lands where the user looks: the Tab stop moves to a card in view, unless focus is
  // in the row (a scroll still running from a page button or an arrow key must not take it away).
  useEffect(() => {
    const row = rowRef.current;
    if (!row || row.contains(document.activeElement)) return;
    setActive((current) => (current < view.first || current > view.last ? view.first : current));
  }, [view]);

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
    const focused = [...row.children].findIndex((card) => card.contains(document.activeElement));
    if (focused >= 0) setActive(focused);
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
