// The frame of the pages before sign-in: language switch and the page's main landmark.
import type { ReactNode } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';

export function PlainPage({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="admin admin--plain">
      <header className="admin-header">
        <p className="admin-header__title">{t('title')}</p>
        <LanguageSwitch />
      </header>
      <main className="admin-main admin-main--narrow">{children}</main>
    </div>
  );
}
