// The identity provider of this page view: embedded (default) or SAP CDC, as the server configures it.
import { embeddedProvider } from './embedded.ts';
import { parseIdentityProviderKind } from './kind.ts';
import { sapCdcProvider } from './sap-cdc.ts';
import type { IdentityProvider, IdentityProviderKind } from './types.ts';

export function identityProviderKind(): IdentityProviderKind {
  return parseIdentityProviderKind(
    typeof document === 'undefined' ? null : document.getElementById('portal-config')?.textContent,
  );
}

let chosen: IdentityProvider | null = null;

export function getIdentityProvider(): IdentityProvider {
  chosen ??= identityProviderKind() === 'sap-cdc' ? sapCdcProvider : embeddedProvider;
  return chosen;
}

export { failureMessages } from './cdc-response.ts';
export type * from './types.ts';
