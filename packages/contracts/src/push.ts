// Web Push (issue 14): the VAPID public key, a browser's subscription (PushSubscription.toJSON()), and
// the physician's choices. Paths are fixed: outside checks use them.
import { z } from 'zod';

export const PUSH_NOTIFICATION_KINDS = ['content', 'event_reminders', 'medical_information'] as const;
export const pushKindSchema = z.enum(PUSH_NOTIFICATION_KINDS);
export type PushNotificationKind = z.infer<typeof pushKindSchema>;

const base64urlBytes = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Expected base64url')
    .refine((v) => v.replace(/=+$/, '').length === Math.ceil((bytes * 4) / 3), `Expected ${bytes} bytes`);

/**
 * What the server sends in a push (the push outbox's payload, read by the service worker): texts already
 * in the user's language.
 */
export interface PushPayload {
  title: string;
  body: string;
  /** Portal path the notification opens, e.g. /conteudo/x or /eventos/y. */
  url: string;
  tag?: string;
  icon?: string;
  lang?: string;
}

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushEndpointSchema = z
  .string()
  .trim()
  .max(2048)
  .pipe(z.url({ protocol: /^https$/, error: 'Expected an https URL of a push service' }));

/** What `PushSubscription.toJSON()` gives, plus the page's language (optional). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64urlBytes(65), auth: base64urlBytes(16) }),
  language: z.enum(['pt-br', 'es', 'es-MX']).optional(),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

export const pushSettingsSchema = z.object({
  /** The physician wants notifications (switched on). */
  enabled: z.boolean(),
  /** Browsers (devices) subscribed for this account. */
  devices: z.number().int(),
  kinds: z.array(pushKindSchema),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

export const updatePushSettingsBodySchema = z.object({
  enabled: z.boolean().optional(),
  kinds: z.array(pushKindSchema).max(PUSH_NOTIFICATION_KINDS.length).optional(),
});
export type UpdatePushSettingsBody = z.infer<typeof updatePushSettingsBodySchema>;

export const pushTestResponseSchema = z.object({ queued: z.number().int() });
