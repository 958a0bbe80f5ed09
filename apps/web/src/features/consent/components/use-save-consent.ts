// Saving a choice: locally first (it takes effect at once), then on the server, then the 'saved' toast.
import { useTranslation } from 'react-i18next';
import { toast } from '#components/ui/toaster.tsx';
import { CONSENT_POLICY_VERSION, type ConsentChoices, saveConsentLocally, visitorId } from '#lib/consent.ts';
import { useCountry } from '#lib/country.ts';
import { createConsent } from '../api/create-consent.ts';

export function useSaveConsent(): (choices: ConsentChoices) => Promise<void> {
  const { t } = useTranslation();
  const country = useCountry();
  return async (choices) => {
    saveConsentLocally(choices);
    try {
      await createConsent({
        visitorId: visitorId(),
        country: country.code,
        choices,
        policyVersion: CONSENT_POLICY_VERSION,
      });
    } catch (error) {
      // The choice already applies on this device; the server record is best effort.
      console.error('Could not record the consent choice on the server', error);
    }
    toast.success(t('legal.consent.saved'));
  };
}
