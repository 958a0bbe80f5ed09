// /docfinder/login: the doctor-finder variant of the identity provider's login screen (spec section 2,
// overlays 3): the same sign-in, framed by the doctor-finder's header and support footer, landing on
// /docfinder when no other page was waiting.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { DocFinderLoginFooter } from '../components/docfinder-login-footer.tsx';
import { DocFinderLoginHeader } from '../components/docfinder-login-header.tsx';
import { HostedScreen } from '../components/hosted-screen.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { SignInLinks } from '../components/sign-in-links.tsx';
import { getIdentityProvider } from '../provider/index.ts';
import '../components/identity.css';
import '../components/docfinder-login.css';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('identity.docFinder.title'));
  const hosted = getIdentityProvider().hostedScreens;
  const landing = paths.docFinder.home.getHref();
  return (
    <div className="container page identity-page docfinder-login">
      <DocFinderLoginHeader headingId="docfinder-login-heading" />
      {hosted ? (
        <HostedScreen startScreen="gigya-login-screen" landing={landing} />
      ) : (
        <LoginForm idPrefix="docfinder-login" landing={landing} />
      )}
      <SignInLinks hosted={hosted} />
      <DocFinderLoginFooter />
    </div>
  );
}
