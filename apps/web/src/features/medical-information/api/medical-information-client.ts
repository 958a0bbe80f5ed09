// The medical-information calls: a send shows its own loader instead of the page-blocking overlay.
import { api } from '#lib/api-client.ts';

export const medicalInformationApi = api.with({ quiet: true });
