// Public landing: hero, audience notice, features, how it works and the call to sign in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';

export function Component() {
  const { t } = useTranslation();
  const country = useCountry();
  usePageTitle(country.appName);
  const features = t('legal.landing.features', { returnObjects: true });
  const steps = t('legal.landing.howItWorks.steps', { returnObjects: true });

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <h1 id="hero-title" className="hero__title">
            {t('legal.landing.heroTitle')}
          </h1>
          <p className="hero__subtitle">{t('legal.landing.heroSubtitle')}</p>
          <div className="hero__actions">
            <Link to={paths.signIn.getHref()} className="button button--primary button--large">
              {t('legal.landing.cta.signIn')}
            </Link>
            <Link to={paths.register.getHref()} className="button button--inverse button--large">
              {t('legal.landing.cta.register')}
            </Link>
          </div>
        </div>
      </section>

      <aside className="container audience-notice" aria-label={t('landing.audienceLabel')}>
        <p>{t('legal.landing.audienceNotice')}</p>
      </aside>

      <section className="container section" aria-labelledby="features-title">
        <h2 id="features-title" className="section__title">
          {t('legal.landing.featuresTitle')}
        </h2>
        <ul className="grid-list grid-list--fit feature-grid">
          {features.map((feature) => (
            <li key={feature.title} className="card">
              <h3 className="card__title">{feature.title}</h3>
              <p>{feature.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title" className="section__title">
            {t('legal.landing.howItWorks.title')}
          </h2>
          <ol className="grid-list grid-list--fit steps">
            {steps.map((step) => (
              <li key={step.title} className="steps__item">
                <h3 className="steps__title">{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section cta-panel" aria-labelledby="cta-title">
        <h2 id="cta-title" className="section__title">
          {t('landing.ctaTitle')}
        </h2>
        <p>{t('landing.ctaBody')}</p>
        <Link to={paths.signIn.getHref()} className="button button--primary button--large">
          {t('legal.landing.cta.signIn')}
        </Link>
      </section>
    </>
  );
}
