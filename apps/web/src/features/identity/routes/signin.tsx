// Sign-in page. The identity provider's screens arrive with the identity issue; this states how it works.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountry } from '../../../lib/country.ts';
import { usePageTitle } from '../../../lib/document-head.ts';

export function Component() {
  const { t } = useTranslation();
  const country = useCountry();
  usePageTitle(t('signIn.title'));
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('signIn.heading')}</h1>
      <p className="page__lead">{t('signIn.body')}</p>
      <p>{t('signIn.secondary')}</p>
      {country.region === 'BRASIL' ? (
        <p>
          <Link to="/signin?forgot-email">{t('signIn.forgotEmail')}</Link>
        </p>
      ) : null}
    </div>
  );
}
