// Renders a search highlight: <mark> becomes a real <mark>, everything else plain (inert) text.
import { useMemo } from 'react';
import { parseHighlight } from '../lib/highlight.ts';

export function HighlightedText({ html }: { html: string }) {
  const segments = useMemo(() => parseHighlight(html), [html]);
  return (
    <>
      {segments.map((segment, index) =>
        segment.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <mark key={index}>{segment.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reordered
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
