// The es-co page: shared privately, kept out of search engines (the layout sets robots noindex here).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('legal.noIndex.title'));
  const paragraphs = t('legal.noIndex.body', { returnObjects: true });
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('legal.noIndex.title')}</h1>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        <Link to={paths.signIn.getHref()} className="button button--primary">
          {t('header.nav.signIn')}
        </Link>
      </p>
    </div>
  );
}
