// What happens once the provider has signed the user in: the API session, then where to go.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { dentistWarningPopup } from '#lib/dentist-warning.ts';
import { paths } from '#lib/paths.ts';
import { completeSignIn } from '#lib/session.ts';
import { session } from '#lib/storage-keys.ts';
import { saveAutoComplete } from '../lib/auto-complete.ts';
import type { ProviderProfile, SignedUid } from '../provider/types.ts';

export interface SignInFlowOptions {
  /** Replaces the default landing (/home) when no redirect was saved, e.g. /docfinder. */
  landing?: string;
}

export function useSignInFlow({ landing }: SignInFlowOptions = {}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  async function finish(signed: SignedUid, profile: ProviderProfile, email = ''): Promise<void> {
    setError(null);
    const outcome = await completeSignIn(signed);
    switch (outcome.kind) {
      case 'signed-in':
        navigate(landing && outcome.to === paths.home.path ? landing : outcome.to, { replace: true });
        return;
      case 'dentist':
        // Spec: a CRO account sees the warning and nothing else happens.
        dentistWarningPopup.open();
        return;
      case 'not-registered':
        saveAutoComplete(session, {
          signed,
          email: profile.email ?? email,
          firstName: profile.firstName ?? '',
          lastName: profile.lastName ?? '',
        });
        navigate(paths.register.getHref());
        return;
      case 'error':
        setError(outcome.message);
        return;
    }
  }

  return { finish, error, setError };
}
