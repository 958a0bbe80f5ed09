// The external consent manager (OneTrust) for countries that configure a domain-script key.
import { type ConsentChoices, saveConsentLocally } from '#lib/consent.ts';
import { setScriptSource } from '#lib/trusted-types.ts';

const PROVIDER_SCRIPT_URL = 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
// OneTrust's standard category ids: C0002 performance/analytics, C0004 targeting/marketing.
const ANALYTICS_GROUP = 'C0002';
const MARKETING_GROUP = 'C0004';

declare global {
  interface Window {
    OneTrust?: { ToggleInfoDisplay?: () => void };
    OnetrustActiveGroups?: string;
  }
}

export function choicesFromGroups(groups: string): ConsentChoices {
  const active = new Set(groups.split(',').map((group) => group.trim()));
  return { analytics: active.has(ANALYTICS_GROUP), marketing: active.has(MARKETING_GROUP) };
}

let requested = false;

/** Injects the provider's script once; a failure only logs (the spec: console message only). */
export function loadConsentProvider(domainScriptKey: string): void {
  if (requested) return;
  requested = true;
  const script = document.createElement('script');
  setScriptSource(script, PROVIDER_SCRIPT_URL);
  script.charset = 'UTF-8';
  script.dataset.domainScript = domainScriptKey;
  script.onerror = () => console.error(`Consent banner script failed to load: ${PROVIDER_SCRIPT_URL}`);
  document.head.append(script);
  // The provider announces every decision; mirror it so analytics follows the same choice.
  window.addEventListener('OneTrustGroupsUpdated', () => {
    if (window.OnetrustActiveGroups) saveConsentLocally(choicesFromGroups(window.OnetrustActiveGroups));
  });
}

export function openProviderPreferences(): void {
  window.OneTrust?.ToggleInfoDisplay?.();
}
