// Chooses between the country's consent provider and our own two-layer banner, and wires the footer button.
import { consentScriptKey } from '@portal/countries';
import { lazy, Suspense, useEffect, useState } from 'react';
import { config } from '#lib/config.ts';
import { type ConsentChoices, consentPreferencesRequests, useConsent } from '#lib/consent.ts';
import { useCountry } from '#lib/country.ts';
import { useStore } from '#lib/store.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { loadConsentProvider, openProviderPreferences } from './consent-provider.ts';
import { useSaveConsent } from './use-save-consent.ts';

const ConsentDialog = lazy(() => import('./consent-dialog.tsx'));

/** The banner's buttons vanish once chosen; keep keyboard users in the page instead of on <body>. */
function focusMain(): void {
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

export function ConsentRoot() {
  const country = useCountry();
  const providerKey = consentScriptKey(country, config.production);
  const record = useConsent();
  const requests = useStore(consentPreferencesRequests);
  const save = useSaveConsent();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Each opening gets a fresh dialog instance (see ConsentDialog); 0 = never opened, nothing loaded.
  const [opening, setOpening] = useState(0);

  const openDialog = () => {
    setOpening((n) => n + 1);
    setDialogOpen(true);
  };

  useEffect(() => {
    if (providerKey) loadConsentProvider(providerKey);
  }, [providerKey]);

  useEffect(() => {
    if (requests === 0) return;
    if (providerKey) openProviderPreferences();
    else {
      setOpening((n) => n + 1);
      setDialogOpen(true);
    }
  }, [requests, providerKey]);

  if (providerKey) return null;

  const choose = (choices: ConsentChoices) => {
    void save(choices);
    focusMain();
  };

  return (
    <>
      {record ? null : (
        <ConsentBanner
          onAcceptAll={() => choose({ analytics: true, marketing: true })}
          onRejectAll={() => choose({ analytics: false, marketing: false })}
          onCustomize={openDialog}
        />
      )}
      {opening > 0 ? (
        <Suspense fallback={null}>
          <ConsentDialog
            key={opening}
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            initial={record?.choices ?? null}
            onSave={(choices) => {
              setDialogOpen(false);
              void save(choices);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
