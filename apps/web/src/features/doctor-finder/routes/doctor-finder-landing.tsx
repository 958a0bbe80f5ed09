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
        <FilterSelect
          name="specialty"
          label={t('docfinder.search.specialty')}
          anyLabel={t('docfinder.search.anySpecialty')}
          options={country.specialties.map((s: Specialty) => ({
            value: s,
            name: country.specialtyLabels[s],
          }))}
          defaultValue={filters.specialty}
        />
        {/* Brazil's states come from the API; other countries' subdivisions from the registry (decision
            010), and the API also takes a name typed in the address bar. */}
        <FilterSelect
          name="state"
          label={brazil ? t('docfinder.search.state') : country.labels.state}
          anyLabel={brazil ? t('docfinder.search.anyState') : t('docfinder.search.anyOption')}
          options={
            brazil ? (states.data ?? []).map((s) => ({ value: s.code, name: s.name })) : statesOf(country)
          }
          defaultValue={filters.state}
          autoComplete="address-level1"
        />
        <FilterText
          name="city"
          label={t('docfinder.search.city')}
          defaultValue={filters.city}
          autoComplete="address-level2"
        />
        <FilterText name="name" label={t('docfinder.search.name')} defaultValue={filters.name} />
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

interface FilterProps {
  name: (typeof FILTERS)[number];
  label: string;
  defaultValue: string | undefined;
  autoComplete?: string;
}

/** A filter chosen from a list, "any" first; uncontrolled (the URL holds the filters). */
function FilterSelect({
  name,
  label,
  anyLabel,
  options,
  defaultValue,
  autoComplete,
}: FilterProps & { anyLabel: string; options: readonly { value: string; name: string }[] }) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`docfinder-${name}`}>
        {label}
      </label>
      <select
        id={`docfinder-${name}`}
        name={name}
        className="field__input field__select"
        defaultValue={defaultValue ?? ''}
        autoComplete={autoComplete}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A typed filter (part of a city or a name). */
function FilterText({ name, label, defaultValue, autoComplete = 'off' }: FilterProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={`docfinder-${name}`}>
        {label}
      </label>
      <input
        id={`docfinder-${name}`}
        name={name}
        className="field__input"
        defaultValue={defaultValue ?? ''}
        maxLength={80}
        autoComplete={autoComplete}
      />
    </div>
  );
}
