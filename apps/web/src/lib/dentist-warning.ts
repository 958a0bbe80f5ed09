// Opens the dentist (CRO) warning popup from anywhere, e.g. when a CRO account signs in.
import { createStore, useStore } from './store.ts';

/** Query parameter that opens the popup on arrival (`?aviso=cro`). */
export const DENTIST_WARNING_PARAM = { name: 'aviso', value: 'cro' } as const;

const dentistWarningStore = createStore(false);

export function openDentistWarning(): void {
  dentistWarningStore.set(true);
}

export function closeDentistWarning(): void {
  dentistWarningStore.set(false);
}

export function useDentistWarningOpen(): boolean {
  return useStore(dentistWarningStore);
}
