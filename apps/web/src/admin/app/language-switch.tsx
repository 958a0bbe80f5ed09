import { ADMIN_LANGS, type AdminLang } from '@portal/i18n/admin';
import { useI18n } from '../lib/i18n.tsx';

export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <label className="admin-lang">
      <span>{t('language')}</span>
      <select value={lang} onChange={(event) => setLang(event.target.value as AdminLang)}>
        {ADMIN_LANGS.map((option) => (
          <option key={option} value={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
