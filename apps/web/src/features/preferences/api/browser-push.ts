// This browser's side of push: permission, the PushManager subscription, and telling the server. The
// permission is asked only here, when the physician switches notifications on, never on page load.
import { getCountry } from '#lib/country.ts';
import {
  registerServiceWorker,
  SERVICE_WORKER_MESSAGES,
  serviceWorkerSupported,
} from '#lib/service-worker.ts';
import { deleteSubscription, fetchPublicKey, putPushSettings, saveSubscription } from './push.ts';

export type PushPermission = 'unsupported' | NotificationPermission;

export function pushPermission(): PushPermission {
  if (!serviceWorkerSupported() || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((value, index) => value === b[index]);
}

/** This browser's subscription, when the worker is registered and subscribed. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the permission, subscribes with the server's VAPID key and records the subscription. */
export async function enablePush(): Promise<PushPermission> {
  if (pushPermission() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  if (!(await registerServiceWorker())) throw new Error('service worker not registered');
  const registration = await navigator.serviceWorker.ready;
  const applicationServerKey = keyBytes((await fetchPublicKey()).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Subscribed under another key (the server's keys changed): start again.
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  await saveSubscription({
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    language: getCountry().language,
  });
  return 'granted';
}

/** Stops notifications: this browser unsubscribes, and the account no longer wants them. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) {
    console.warn(SERVICE_WORKER_MESSAGES.notSubscribed);
  } else {
    try {
      await deleteSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    } catch (error) {
      console.error(SERVICE_WORKER_MESSAGES.unsubscribeFailed, error);
      throw error;
    }
  }
  await putPushSettings({ enabled: false });
}
