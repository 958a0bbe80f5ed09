// PostgreSQL's unique violation (23505), as both drivers report it; drizzle wraps the driver error in `cause`.
interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function driverError(error: unknown): DriverError | undefined {
  const outer = error as DriverError | null;
  if (outer?.code === '23505') return outer;
  const inner = outer?.cause as DriverError | null | undefined;
  return inner?.code === '23505' ? inner : undefined;
}

/** Whether the error is a unique violation of the named index (any unique index without a name). */
export function violatesUnique(error: unknown, index?: string): boolean {
  const found = driverError(error);
  if (!found) return false;
  return index === undefined || found.constraint === index;
}
