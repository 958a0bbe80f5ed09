// Covers the page with a spinner while any request is pending, so nothing can be clicked twice.
import { useTranslation } from 'react-i18next';
import { useIsLoading } from '#lib/loading.ts';
import { Spinner } from './spinner.tsx';

export function BlockingOverlay() {
  const { t } = useTranslation();
  const busy = useIsLoading();
  if (!busy) return null;
  return (
    <div className="blocking-overlay" data-testid="blocking-overlay" role="status" aria-live="polite">
      <div className="blocking-overlay__panel">
        <Spinner size="lg" />
        <span className="visually-hidden">{t('common.busy')}</span>
      </div>
    </div>
  );
}
