// Wall-clock times in an IANA zone <-> instants, for events the organisers schedule in their own zone
// (the console's form gives "2026-12-01T19:00" and "America/Sao_Paulo"). Intl knows the zone rules.

function partsAt(zone: string, instant: number): Record<string, number> {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms. */
function offsetAt(zone: string, instant: number): number {
  const p = partsAt(zone, instant);
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant when the wall clock of `zone` shows `local` (YYYY-MM-DDTHH:mm). */
export function zonedToInstant(local: string, zone: string): Date {
  const [date = '', time = ''] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const asUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, min ?? 0);
  const first = asUtc - offsetAt(zone, asUtc);
  const second = asUtc - offsetAt(zone, first);
  return new Date(second);
}

/** The wall clock of `zone` at `instant`, as YYYY-MM-DDTHH:mm. */
export function instantToZoned(instant: Date, zone: string): string {
  const p = partsAt(zone, instant.getTime());
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}
