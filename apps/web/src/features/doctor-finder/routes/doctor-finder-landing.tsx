// Public landing of the doctor-finder: what it is and how physicians join.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
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
        <Link to={paths.signIn.getHref()} className="button button--primary">
          {t('legal.doctorFinder.cta')}
        </Link>
      </p>
    </div>
  );
}
