// /signin: the portal's login form (embedded provider) or the SAP CDC login screen-set.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { HostedScreen } from '../components/hosted-screen.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';
import { SocialButtons } from '../components/social-buttons.tsx';
import { getIdentityProvider } from '../provider/index.ts';
import '../components/identity.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.signIn.title'));
  const hosted = getIdentityProvider().hostedScreens;
  return (
    <div className="container page identity-page">
      <h1 id="signin-heading" className="page__title">
        {t('identity.signIn.heading')}
      </h1>
      {hosted ? (
        <>
          <HostedScreen startScreen="gigya-login-screen" />
          <SignInLinks hosted />
        </>
      ) : (
        <>
          <p className="page__lead">{t('identity.signIn.lead')}</p>
          <LoginForm idPrefix="signin" />
          <SignInLinks />
          <SocialButtons redirect={paths.home.getHref()} />
        </>
      )}
    </div>
  );
}
