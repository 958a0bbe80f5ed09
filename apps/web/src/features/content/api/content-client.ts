// The content screens' calls: reads do not raise the page-blocking overlay (the screens show skeletons),
// and a 403 means "not this content" (a speaker-training item, say) rather than a bad session, so it does
// not sign the user out. A 401 still does.
import { api } from '#lib/api-client.ts';

export const contentApi = api.with({ quiet: true, signOutOn: [401] });
