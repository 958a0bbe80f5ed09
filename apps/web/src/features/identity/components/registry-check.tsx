// Result of the optional doctor-number check: a warning when the registry does not know the number.

import type { CheckCrmResponse } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from './form-alert.tsx';

export type RegistryState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; result: CheckCrmResponse };

export function RegistryCheckResult({ state }: { state: RegistryState }) {
  const { t } = useTranslation();
  if (state.status === 'idle') return null;
  if (state.status === 'checking') {
    return (
      <p className="field__hint" role="status">
        {t('identity.register.registryChecking')}
      </p>
    );
  }
  const { valid, name } = state.result;
  if (valid) {
    return (
      <FormAlert tone="success" testId="registry-found">
        {name ? t('identity.register.registryFound', { name }) : t('identity.register.registryFoundNoName')}
      </FormAlert>
    );
  }
  return (
    <FormAlert tone="warning" testId="registry-not-found">
      {t('identity.register.registryNotFound')}
    </FormAlert>
  );
}
