// /docfinder/login: the login variant of the doctor-finder, framed by its header and support footer.
import { useTranslation } from 'react-i18next';
// The identity feature's login pieces: this screen is the same sign-in in the doctor-finder's frame.
import { HostedScreen } from '#features/identity/components/hosted-screen.tsx';
import { getIdentityProvider } from '#features/identity/provider/index.ts';
import { usePageTitle } from '#lib/document-head.ts';
import '#features/identity/components/identity.css';
import { LoginForm } from '#features/identity/components/login-form.tsx';
import { SignInLinks } from '#features/identity/components/sign-in-links.tsx';
import { IDENTITY_PATHS } from '#features/identity/paths.ts';
import { DocFinderLoginFooter } from '../components/login-footer.tsx';
import '../components/login.css';
import { DocFinderLoginHeader } from '../components/login-header.tsx';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.docFinder.title'));
  const hosted = getIdentityProvider().hostedScreens;
  return (
    <div className="container page identity-page docfinder-login">
      <DocFinderLoginHeader headingId="docfinder-login-heading" />
      {hosted ? (
        <HostedScreen startScreen="gigya-login-screen" landing={IDENTITY_PATHS.docFinder} />
      ) : (
        <LoginForm idPrefix="docfinder-login" landing={IDENTITY_PATHS.docFinder} />
      )}
      <SignInLinks hosted={hosted} />
      <DocFinderLoginFooter />
    </div>
  );
}
