// The numbering plans (libphonenumber-js with its full metadata, ~45 KB gzip) load only when a form that
// asks for a phone opens, never with the landing. Forms validate after `loadPhoneNumbers()` resolves;
// while it loads, `usePhoneNumbers()` gives null and the phone is checked at submit.
import { useEffect, useState } from 'react';

export type PhoneNumbers = typeof import('@portal/countries/phone-numbers');

let loading: Promise<PhoneNumbers> | undefined;

export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('@portal/countries/phone-numbers');
  return loading;
}

/** The numbering plans once loaded (loading starts with the component), null until then. */
export function usePhoneNumbers(): PhoneNumbers | null {
  const [phones, setPhones] = useState<PhoneNumbers | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadPhoneNumbers().then((loaded) => {
      if (mounted) setPhones(loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return phones;
}
