// A table of records (certificates, medical-information requests). On a narrow screen it scrolls sideways
// inside its own region, which keyboard users can focus and scroll, instead of widening the page.
import type { ReactNode } from 'react';

export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="data-table-scroll" aria-label={label} tabIndex={0}>
      <table className="data-table">{children}</table>
    </section>
  );
}
