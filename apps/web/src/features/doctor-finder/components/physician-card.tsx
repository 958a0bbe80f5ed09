// One physician as the public sees them: initials, name, specialties, register, practices with phone and
// map link. Each phone number is printed once: a practice's phone that is the physician's own is not
// repeated under it, and the map and profile links are full-size buttons (a thumb's target).
import type { DocfinderPublicPhysician } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '#components/ui/initials-avatar.tsx';
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

const digits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '');

/** One number written two ways ("+55 11 3222-1234", "(11) 3222-1234"): the longer ends with the shorter. */
function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const [x, y] = [digits(a), digits(b)].sort((p, q) => p.length - q.length);
  return Boolean(x && y && x.length >= 8 && y.endsWith(x));
}

/** The physician's own phone, unless a practice already shows the same number. */
export function ownPhoneToShow(physician: DocfinderPublicPhysician): string | null {
  if (!digits(physician.phone)) return null;
  const shown = physician.addresses.some((address) => samePhone(address.phone, physician.phone));
  return shown ? null : (physician.phone ?? null);
}

/** A practice's phone, unless an earlier practice shows the same number. */
function practicePhoneToShow(physician: DocfinderPublicPhysician, index: number): string | null {
  const phone = physician.addresses[index]?.phone;
  if (!digits(phone)) return null;
  const earlier = physician.addresses.slice(0, index).some((address) => samePhone(address.phone, phone));
  return earlier ? null : (phone ?? null);
}

export function PhysicianAddresses({ physician }: { physician: DocfinderPublicPhysician }) {
  const { t } = useTranslation();
  const country = useCountry();
  return (
    <ul className="docfinder-addresses">
      {physician.addresses.map((address, index) => {
        const line = formatAddress(address, country);
        const phone = practicePhoneToShow(physician, index);
        return (
          <li key={`${line}-${address.postalCode}`} className="docfinder-address">
            <p>
              {line}
              {address.complement ? `, ${address.complement}` : ''} · {address.postalCode}
            </p>
            {phone ? <p>{t('docfinder.search.phone', { phone })}</p> : null}
            {address.openingHours ? (
              <p>{t('docfinder.profile.openingHours', { hours: address.openingHours })}</p>
            ) : null}
            <p className="docfinder-address__actions">
              <a
                className="button button--secondary button--small"
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
  const ownPhone = ownPhoneToShow(physician);
  return (
    <article className="docfinder-card" data-testid="docfinder-result">
      <div className="docfinder-card__head">
        <InitialsAvatar name={physician.name} />
        <div>
          <Heading className="docfinder-card__name">{physician.name}</Heading>
          <p className="docfinder-card__meta">
            {physician.specialties.map((s) => country.specialtyLabels[s]).join(', ')} ·{' '}
            <RegisterLine physician={physician} />
          </p>
        </div>
      </div>
      {ownPhone ? <p>{t('docfinder.search.phone', { phone: ownPhone })}</p> : null}
      <PhysicianAddresses physician={physician} />
      <p className="docfinder-card__actions">
        <Link
          className="button button--primary button--small"
          to={paths.doctorFinderProfile.getHref(physician.slug)}
          aria-label={t('docfinder.search.profileLabel', { name: physician.name })}
        >
          {t('docfinder.search.profile')}
        </Link>
      </p>
    </article>
  );
}
