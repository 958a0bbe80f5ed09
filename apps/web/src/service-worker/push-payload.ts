// What the server sends in a push (apps/api push module): texts already in the user's language.
import type { PushPayload } from '@portal/contracts';

export type PortalPush = PushPayload;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** The payload as JSON, or null when it is not one of the portal's. */
export function parsePush(data: string | null): PortalPush | null {
  if (!data) return null;
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    const title = text(value.title, 200);
    if (!title) return null;
    return {
      title,
      body: text(value.body, 500),
      url: text(value.url, 500) || '/',
      ...(typeof value.tag === 'string' ? { tag: text(value.tag, 100) } : {}),
      ...(typeof value.icon === 'string' ? { icon: text(value.icon, 200) } : {}),
      ...(typeof value.lang === 'string' ? { lang: text(value.lang, 10) } : {}),
    };
  } catch {
    return null;
  }
}

export function notificationOptions(push: PortalPush): NotificationOptions {
  return {
    body: push.body,
    icon: push.icon ?? '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    ...(push.tag ? { tag: push.tag } : {}),
    ...(push.lang ? { lang: push.lang } : {}),
    data: { url: push.url },
  };
}
