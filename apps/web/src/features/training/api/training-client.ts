// The training screens' calls. Like the content ones: a 403 means "not this course" (a speaker-training
// course) and does not sign the user out; reads do not raise the page-blocking overlay.
import { api } from '#lib/api-client.ts';

export const trainingApi = api.with({ quiet: true, signOutOn: [401] });
