// How long ago a request arrived, in the console's language ("há 3 horas", "hace 2 días"): the largest
// whole unit, from minutes to days, through Intl (no text of our own to translate).
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export function formatAge(lang: string, receivedAt: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(receivedAt));
  // Numbers always ("há 2 dias", never "anteontem"), so ages compare at a glance.
  const format = new Intl.RelativeTimeFormat(lang, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  // Under a minute: "now" ("agora", "ahora").
  return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(0, 'second');
}
