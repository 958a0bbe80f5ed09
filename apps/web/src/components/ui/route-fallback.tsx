// Shown while a lazy screen's code is loading.
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

export function LoadingIndicator() {
  const { t } = useTranslation();
  return (
    <div className="loading-indicator" role="status">
      <Spinner />
      <span>{t('common.loading')}</span>
    </div>
  );
}
