// Notification texts in the subscriber's language, from the `push` texts of the i18n dictionaries.
import { type CountryCode, getCountry } from '@portal/countries';
import { dictionaries, interpolate, isLang, type Lang } from '@portal/i18n';

export function pushLanguage(language: string | null | undefined, country: CountryCode): Lang {
  return language && isLang(language) ? language : (getCountry(country).language as Lang);
}

const texts = (lang: Lang) => dictionaries[lang].push.notifications;

export function testNotification(lang: Lang) {
  return { ...texts(lang).test };
}

export function eventReminderNotification(
  lang: Lang,
  country: CountryCode,
  event: { title: string; startsAt: Date },
  soon: boolean,
) {
  const { localeId, timeZone } = getCountry(country);
  const time = new Intl.DateTimeFormat(localeId, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: timeZone.iana,
  }).format(event.startsAt);
  const text = soon ? texts(lang).eventSoon : texts(lang).eventReminder;
  return { title: text.title, body: interpolate(text.body, { title: event.title, time }) };
}

export function newContentNotification(lang: Lang, items: { title: string }[]) {
  const first = items[0]?.title ?? '';
  const text = items.length === 1 ? texts(lang).newContentOne : texts(lang).newContentMany;
  return {
    title: interpolate(text.title, { count: String(items.length) }),
    body: interpolate(text.body, { title: first }),
  };
}

export function medicalAnswerNotification(lang: Lang, requestId: string) {
  const text = texts(lang).medicalAnswer;
  return { title: text.title, body: interpolate(text.body, { id: requestId }) };
}
