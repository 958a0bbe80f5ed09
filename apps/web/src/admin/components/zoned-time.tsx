// A date as the member reads it: in their time zone and the console's language, inside a machine-readable
// <time datetime> (the instant in ISO 8601), so tables and facts say one thing to people and to tools.
//
// Use: <ZonedTime value={row.createdAt} />  ·  <ZonedTime value={v.expiresAt} dateOnly />
//      <ZonedTime value={event.startsAt} zone={event.timeZone} /> (an event in its own zone)
import type { AdminLang } from '@portal/i18n/admin';
import { useI18n } from '../lib/i18n.tsx';

/** The member's zone: their device's (the console keeps no zone per member). */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** `iso` written for `lang` in `zone`; the zone's short name closes it so a reader in another zone knows. */
export function formatZoned(lang: AdminLang, iso: string, zone: string, dateOnly = false): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es' : 'pt-BR', {
    timeZone: zone,
    dateStyle: 'short',
    ...(dateOnly ? {} : { timeStyle: 'short' }),
  }).format(new Date(iso));
}

export function ZonedTime({
  value,
  zone,
  dateOnly = false,
}: {
  value: string | Date | null | undefined;
  /** An IANA zone; the member's when not given. */
  zone?: string;
  /** The day only (expiries, birthdays of records); the datetime attribute keeps the full instant. */
  dateOnly?: boolean;
}) {
  const { lang } = useI18n();
  if (value === null || value === undefined || value === '') return <>—</>;
  const iso = typeof value === 'string' ? value : value.toISOString();
  if (Number.isNaN(Date.parse(iso))) return <>—</>;
  const inZone = zone ?? memberTimeZone();
  return (
    <time dateTime={new Date(iso).toISOString()} title={inZone}>
      {formatZoned(lang, iso, inZone, dateOnly)}
    </time>
  );
}

/**
 * A translated sentence with dates in it, each date as a <ZonedTime>. Translate with the date's
 * placeholder kept (`{ at: '{{at}}' }`), then give the instants by placeholder name:
 * <TextWithTimes text={t('verification.lastSignIn', { at: '{{at}}' })} times={{ at: data.lastSignInAt }} />
 */
export function TextWithTimes({ text, times }: { text: string; times: Record<string, string | null> }) {
  const parts = text.split(/\{\{(\w+)\}\}/);
  return (
    <>
      {parts.map((part, index) =>
        // Odd parts are the placeholders' names (the split's captured group).
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the sentence's parts never reorder
          <ZonedTime key={index} value={times[part] ?? null} />
        ) : (
          part
        ),
      )}
    </>
  );
}
