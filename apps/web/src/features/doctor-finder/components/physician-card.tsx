// One physician as the public sees them: name, specialties, register, practices with phone and map link.
import type { DocfinderPublicPhysician } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCountry } from '#lib/country.ts';
import { paths } from '#lib/paths.ts';
import { formatAddress, mapsSearchUrl } from '../lib/maps.ts';

/** "CRM 123456/SP" in Brazil; the register number alone where there is no UF. */
export function RegisterLine({ physician }: { physician: DocfinderPublicPhysician }) {
  const { t } = useTranslation();
  return physician.registerUf
    ? t('docfinder.search.register', { number: physician.registerNumber, uf: physician.registerUf })
    : t('docfinder.search.registerNoUf', { number: physician.registerNumber });
}

export function PhysicianAddresses({ physician }: { physician: DocfinderPublicPhysician }) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <ul className="docfinder-addresses">
      {physician.addresses.map((address) => {
        const line = formatAddress(address, country);
        return (
          <li key={`${line}-${address.postalCode}`} className="docfinder-address">
            <p>
              {line}
              {address.complement ? `, ${address.complement}` : ''} · {address.postalCode}
            </p>
            {address.phone ? <p>{t('docfinder.search.phone', { phone: address.phone })}</p> : null}
            {address.openingHours ? (
              <p>{t('docfinder.profile.openingHours', { hours: address.openingHours })}</p>
            ) : null}
            <p>
              <a
                href={mapsSearchUrl(address, country)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('docfinder.search.mapLabel', { address: line })}
              >
                {t('docfinder.search.map')}
              </a>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function PhysicianCard({
  physician,
  headingLevel = 3,
}: {
  physician: DocfinderPublicPhysician;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const country = useCountry();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="docfinder-card" data-testid="docfinder-result">
      <Heading className="docfinder-card__name">{physician.name}</Heading>
      <p className="docfinder-card__meta">
        {physician.specialties.map((s) => country.specialtyLabels[s]).join(', ')} ·{' '}
        <RegisterLine physician={physician} />
      </p>
      {physician.phone ? <p>{t('docfinder.search.phone', { phone: physician.phone })}</p> : null}
      <PhysicianAddresses physician={physician} />
      <p>
        <Link
          to={paths.doctorFinderProfile.getHref(physician.slug)}
          aria-label={t('docfinder.search.profileLabel', { name: physician.name })}
        >
          {t('docfinder.search.profile')}
        </Link>
      </p>
    </article>
  );
}
