// The dictionary key that explains a provider failure on the sign-in screens.
import type { ProviderFailure } from '../provider/types.ts';

export type SignInMessageKey =
  | 'identity.signIn.invalidCredentials'
  | 'identity.signIn.throttled'
  | 'identity.signIn.pendingVerification'
  | 'identity.signIn.disabled'
  | 'identity.signIn.missingSignature'
  | 'identity.common.unexpected';

export function signInFailureKey(failure: ProviderFailure): SignInMessageKey {
  switch (failure.kind) {
    case 'invalid-credentials':
      return 'identity.signIn.invalidCredentials';
    case 'throttled':
      return 'identity.signIn.throttled';
    case 'pending-verification':
      return 'identity.signIn.pendingVerification';
    case 'disabled':
      return 'identity.signIn.disabled';
    case 'missing-signature':
      return 'identity.signIn.missingSignature';
    default:
      return 'identity.common.unexpected';
  }
}

/** What the message interpolates: the wait of a throttled sign-in. */
export function signInFailureValues(failure: ProviderFailure): { seconds?: number } {
  return failure.kind === 'throttled' ? { seconds: failure.retryAfterSeconds } : {};
}
