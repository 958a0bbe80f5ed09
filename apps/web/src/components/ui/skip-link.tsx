// The first stop of the keyboard on a page with a header (WCAG 2.4.1, bypass blocks): hidden until
// focused, it jumps to the page's main region (`target`: its id; the main takes focus, tabIndex -1).
export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      {label}
    </a>
  );
}
