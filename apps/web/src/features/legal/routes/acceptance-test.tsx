// Acceptance page of content shared by link (/aceite-teste and /aceite-teste/:id).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePageTitle } from '../../../lib/document-head.ts';

export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  usePageTitle(t('legal.acceptanceTest.title'));
  const terms = t('legal.acceptanceTest.terms', { returnObjects: true });
  return (
    <div className="container page page--narrow">
      <h1 className="page__title">{t('legal.acceptanceTest.title')}</h1>
      <p className="page__lead">{t('legal.acceptanceTest.intro')}</p>
      {id ? (
        <section className="legal__section" aria-labelledby="acceptance-content">
          <h2 id="acceptance-content">{t('legal.acceptanceTest.contentTitle', { id })}</h2>
          <p>{t('legal.acceptanceTest.explanation')}</p>
          <ul className="terms-list">
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <p className="notice">{t('legal.acceptanceTest.loggedNotice')}</p>
        </section>
      ) : (
        <p className="notice">{t('legal.acceptanceTest.noContent')}</p>
      )}
    </div>
  );
}
