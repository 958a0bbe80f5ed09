// Public landing of the doctor-finder: what it is and how physicians join.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { canUseDoctorFinder, useSession } from '#lib/session-core.ts';

/** A signed-in CRM physician goes straight to the doctor-finder; anyone else signs in first. */
function ctaTarget(signedIn: boolean, canUse: boolean): string {
  if (signedIn && canUse) return paths.docFinder.home.getHref();
  return signedIn ? paths.home.getHref() : paths.signIn.getHref();
}

export function Component() {
  const { t } = useTranslation();
  const { signedIn, profile } = useSession();
  usePageTitle(t('legal.doctorFinder.title'));
  const paragraphs = t('legal.doctorFinder.body', { returnObjects: true });
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('legal.doctorFinder.title')}</h1>
      <p className="page__lead">{t('legal.doctorFinder.intro')}</p>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        <Link to={ctaTarget(signedIn, canUseDoctorFinder(profile))} className="button button--primary">
          {t('legal.doctorFinder.cta')}
        </Link>
      </p>
    </div>
  );
}
