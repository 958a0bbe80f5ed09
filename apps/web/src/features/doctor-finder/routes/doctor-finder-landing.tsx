// Public doctor-finder (/buscador-medico): anyone searches physicians by specialty, state, city and name;
// the filters live in the URL, so a result's profile link leads back to the same list. Physicians read
// how to join below the results.
import { listsStatesAndCities, type Specialty } from '@portal/countries';
import { statesOf } from '@portal/countries/states';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../components/doctor-finder.css';
import { config } from '#lib/config.ts';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { canUseDoctorFinder, useSession } from '#lib/session-core.ts';
import { type SearchParams, useBrazilStates, useSearch } from '../api/docfinder.ts';
import { BannerVideo } from '../components/banner-video.tsx';
import { PhysicianCard } from '../components/physician-card.tsx';

const FILTERS = ['specialty', 'state', 'city', 'name'] as const;

/** A signed-in CRM physician goes straight to the doctor-finder; anyone else signs in first. */
function ctaTarget(signedIn: boolean, canUse: boolean): string {
  if (signedIn && canUse) return paths.docFinder.home.getHref();
  return signedIn ? paths.home.getHref() : paths.signIn.getHref();
}

function readFilters(params: URLSearchParams): SearchParams {
  const query: SearchParams = {};
  for (const key of FILTERS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}

export function Component() {
  const { t } = useTranslation();
  const { signedIn, profile } = useSession();
  usePageTitle(t('legal.doctorFinder.title'));
  const paragraphs = t('legal.doctorFinder.body', { returnObjects: true });
  return (
    <div className="container page" data-testid="docfinder-search">
      <h1 className="page__title">{t('legal.doctorFinder.title')}</h1>
      <p className="page__lead">{t('docfinder.search.lead')}</p>
      {config.docfinderBannerVideo ? <BannerVideo video={config.docfinderBannerVideo} /> : null}
      <SearchSection />
      <section className="docfinder-join" aria-labelledby="docfinder-join-title">
        <h2 id="docfinder-join-title">{t('docfinder.search.joinTitle')}</h2>
        <p>{t('legal.doctorFinder.intro')}</p>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p>
          <Link to={ctaTarget(signedIn, canUseDoctorFinder(profile))} className="button button--primary">
            {t('legal.doctorFinder.cta')}
          </Link>
        </p>
      </section>
    </div>
  );
}

function SearchSection() {
  const { t } = useTranslation();
  const country = useCountry();
  const brazil = listsStatesAndCities(country);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const states = useBrazilStates(brazil);
  const results = useSearch(filters);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTERS) {
      const value = String(data.get(key) ?? '').trim();
      if (value) next.set(key, value);
    }
    setParams(next);
  };

  const items = results.data?.pages.flatMap((page) => page.items) ?? [];
  const formKey = params.toString();
  return (
    <section aria-labelledby={`${id}-results`}>
      <form
        key={formKey}
        className="docfinder-filters"
        aria-label={t('docfinder.search.formLabel')}
        onSubmit={onSubmit}
      >
        <div className="field">
          <label className="field__label" htmlFor="docfinder-specialty">
            {t('docfinder.search.specialty')}
          </label>
          <select
            id="docfinder-specialty"
            name="specialty"
            className="field__input field__select"
            defaultValue={filters.specialty ?? ''}
          >
            <option value="">{t('docfinder.search.anySpecialty')}</option>
            {country.specialties.map((s: Specialty) => (
              <option key={s} value={s}>
                {country.specialtyLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="docfinder-state">
            {brazil ? t('docfinder.search.state') : country.labels.state}
          </label>
          {brazil ? (
            <select
              id="docfinder-state"
              name="state"
              className="field__input field__select"
              defaultValue={filters.state ?? ''}
              autoComplete="address-level1"
            >
              <option value="">{t('docfinder.search.anyState')}</option>
              {(states.data ?? []).map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          ) : (
            // The country's subdivisions (decision 010); the API also takes a name typed in the address bar.
            <select
              id="docfinder-state"
              name="state"
              className="field__input field__select"
              defaultValue={filters.state ?? ''}
              autoComplete="address-level1"
            >
              <option value="">{t('docfinder.search.anyOption')}</option>
              {statesOf(country).map((s) => (
                <option key={s.value} value={s.value}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="docfinder-city">
            {t('docfinder.search.city')}
          </label>
          <input
            id="docfinder-city"
            name="city"
            className="field__input"
            defaultValue={filters.city ?? ''}
            maxLength={80}
            autoComplete="address-level2"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="docfinder-name">
            {t('docfinder.search.name')}
          </label>
          <input
            id="docfinder-name"
            name="name"
            className="field__input"
            defaultValue={filters.name ?? ''}
            maxLength={80}
            autoComplete="off"
          />
        </div>
        <p className="docfinder-filters__submit">
          <button type="submit" className="button button--primary">
            {t('docfinder.search.submit')}
          </button>
        </p>
      </form>
      <h2 id={`${id}-results`}>{t('docfinder.search.results')}</h2>
      <div aria-live="polite" aria-busy={results.isFetching}>
        {results.isError ? (
          <p className="field__error" role="alert">
            {t('docfinder.search.failed')}
          </p>
        ) : results.isPending ? (
          <p>{t('docfinder.search.loading')}</p>
        ) : items.length === 0 ? (
          <p data-testid="docfinder-no-results">{t('docfinder.search.noResults')}</p>
        ) : (
          <ul className="docfinder-results">
            {items.map((physician) => (
              <li key={physician.slug}>
                <PhysicianCard physician={physician} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {results.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            {t('docfinder.search.more')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
