// Social sign-in links, shown only for the providers the server has configured.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getIdentityProvider } from '../provider/index.ts';

export function SocialButtons({ redirect }: { redirect: string }) {
  const { t } = useTranslation();
  const provider = getIdentityProvider();
  const { data: providers = [] } = useQuery({
    queryKey: ['identity', 'social-providers', provider.kind],
    queryFn: () => provider.socialProviders(),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (providers.length === 0) return null;
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-title">
      <h2 id="social-sign-in-title" className="social-sign-in__title">
        {t('identity.signIn.socialHeading')}
      </h2>
      <ul className="social-sign-in__list">
        {providers.map((name) => (
          <li key={name}>
            <a
              className={`button button--secondary button--block social-sign-in__button social-sign-in__button--${name}`}
              href={provider.socialLoginUrl(name, redirect)}
              data-testid={`social-${name}`}
            >
              {t(`identity.signIn.social.${name}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
