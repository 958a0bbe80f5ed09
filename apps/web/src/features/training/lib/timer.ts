// The exam countdown: the server's deadline is the authority; the browser clock is corrected by the offset
// measured when the attempt arrived (serverNow), so a wrong local clock neither adds nor removes time.

/** Seconds left at which screen readers hear the remaining time (and no other time). */
export const ANNOUNCE_THRESHOLDS_S: readonly number[] = [10 * 60, 5 * 60, 60, 30];
/** From this many seconds left the timer turns into a visible warning. */
export const WARNING_AT_S = 60;

/** Milliseconds to add to Date.now() to get the server's time. */
export function clockOffset(serverNow: string, receivedAt: number): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Whole seconds left until the deadline (never negative); null when the exam has no time limit. */
export function secondsLeft(deadline: string | null, now: number, offset: number): number | null {
  if (!deadline) return null;
  const end = Date.parse(deadline);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - (now + offset)) / 1000));
}

/**
 * The threshold crossed between two readings (previous > t >= current), the smallest when several were
 * crossed at once (a sleeping tab), or null. A fresh start below a threshold announces nothing.
 */
export function crossedThreshold(
  previous: number | null,
  current: number | null,
  thresholds: readonly number[] = ANNOUNCE_THRESHOLDS_S,
): number | null {
  if (previous === null || current === null || current >= previous) return null;
  const crossed = thresholds.filter((t) => previous > t && current <= t);
  return crossed.length > 0 ? Math.min(...crossed) : null;
}

export function isWarning(left: number | null): boolean {
  return left !== null && left <= WARNING_AT_S;
}

/** "mm:ss", or "h:mm:ss" from one hour. */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** Whole minutes and seconds, for texts like "5 minutos" / "30 segundos". */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(s / 60), seconds: s % 60 };
}
