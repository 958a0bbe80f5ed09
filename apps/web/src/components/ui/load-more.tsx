// The end of an infinite list: while the query has a next page, a button that fetches it (busy while it
// loads); nothing once the last page is in.
import { BusyButton } from './busy-button.tsx';

interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function LoadMore({
  query,
  className,
  testId,
  label,
  busyLabel,
}: {
  query: NextPages;
  className?: string;
  testId?: string;
  label: string;
  busyLabel: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <p className={className}>
      <BusyButton
        kind="secondary"
        testId={testId}
        busy={query.isFetchingNextPage}
        label={label}
        busyLabel={busyLabel}
        onClick={() => query.fetchNextPage()}
      />
    </p>
  );
}
