// One way to write a media duration everywhere (cards, details, episode lists, search results), so a
// 3-second clip never reads "3 s" on a card and "1 min" in search.

/** "45 s", "12 min", "1 h 05 min"; null for a missing or non-positive duration. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return null;
  if (seconds < 60) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
}
