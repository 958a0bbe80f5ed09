// Which identity provider the web uses, from the runtime config the server injects (IDENTITY_PROVIDER).
import type { IdentityProviderKind } from './types.ts';

/** Reads `identityProvider` from the portal-config JSON; anything else means the embedded provider. */
export function parseIdentityProviderKind(json: string | null | undefined): IdentityProviderKind {
  try {
    const raw: unknown = json ? JSON.parse(json) : null;
    if (
      typeof raw === 'object' &&
      raw !== null &&
      (raw as Record<string, unknown>).identityProvider === 'sap-cdc'
    ) {
      return 'sap-cdc';
    }
  } catch {
    // Malformed config: lib/config.ts already reports it; fall back to the default.
  }
  return 'embedded';
}
