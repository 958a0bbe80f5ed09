// Renders its children with the signed-in user's profile, and the loading and load-error states until then.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserProfile, useProfile } from '#lib/session.ts';
import { LoadingIndicator } from './route-fallback.tsx';

export function WithProfile({ children }: { children: (profile: UserProfile) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.data) return children(profile.data);
  if (!profile.isError) return <LoadingIndicator />;
  return (
    <div role="alert">
      <p>{t('account.loadError.title')}</p>
      <button type="button" className="button button--secondary" onClick={() => profile.refetch()}>
        {t('account.loadError.retry')}
      </button>
    </div>
  );
}
