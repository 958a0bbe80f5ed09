// For checks made while the user types (e-mail taken?, number in the registry?): they must not raise
// the page-blocking overlay, which would swallow the click that moved focus away from the field. Only
// anonymous visitors register, so the calls are anonymous.
import { api } from '#lib/api-client.ts';

export const quietApi = api.with({ quiet: true, anonymous: true });
