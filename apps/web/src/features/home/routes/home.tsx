// Signed-in home: a welcome with the user's name and cards for what the user can do today.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import '../../../styles/account.css';
import { config } from '../../../lib/config.ts';
import { usePageTitle } from '../../../lib/document-head.ts';
import { canAccessSpeakerTraining, canUseDoctorFinder, useProfile } from '../../../lib/session.ts';

interface HomeCard {
  id: 'preferences' | 'profile' | 'doctorFinder' | 'speakerTraining';
  to: string;
}

export function Component() {
  const { t } = useTranslation();
  const { data: profile } = useProfile();
  usePageTitle(t('account.home.title'));

  const cards: HomeCard[] = [
    { id: 'preferences', to: '/preferencias-usuario' },
    { id: 'profile', to: '/editar-registro' },
  ];
  if (canUseDoctorFinder(profile)) cards.push({ id: 'doctorFinder', to: '/docfinder' });
  if (canAccessSpeakerTraining(profile))
    cards.push({ id: 'speakerTraining', to: `/${config.brand}-speakers` });

  return (
    <div className="container page" data-testid="home">
      <h1 className="page__title">
        {profile
          ? t('account.home.heading', { name: profile.firstName || profile.name })
          : t('account.home.headingAnonymous')}
      </h1>
      <p className="page__lead">{t('account.home.lead')}</p>
      <section aria-labelledby="home-cards">
        <h2 id="home-cards" className="section__title">
          {t('account.home.cardsLabel')}
        </h2>
        <ul className="feature-grid">
          {cards.map((card) => (
            <li key={card.id} className="card" data-testid={`home-card-${card.id}`}>
              <h3 className="card__title">{t(`account.home.cards.${card.id}.title`)}</h3>
              <p>{t(`account.home.cards.${card.id}.body`)}</p>
              <p className="card__action">
                <Link to={card.to} className="button button--secondary button--small">
                  {t(`account.home.cards.${card.id}.cta`)}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
