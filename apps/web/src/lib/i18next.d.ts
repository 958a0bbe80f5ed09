// Types every t('...') key against the base dictionary's shape.
import type { Dictionary } from '@portal/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Dictionary };
    returnNull: false;
    defaultVariables: { appName: string; brand: string; countryName: string };
  }
}
