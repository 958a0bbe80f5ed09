// The dentist (CRO) warning popup, opened from anywhere, e.g. when a CRO account signs in.
import { createPopup } from './popup.ts';

export const dentistWarningPopup = createPopup();

/** Query parameter that opens the popup on arrival (`?aviso=cro`). */
export const DENTIST_WARNING_PARAM = { name: 'aviso', value: 'cro' } as const;
