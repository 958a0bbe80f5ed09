// Public profile of a listed physician (/buscador-medico/{slug}) with schema.org Physician JSON-LD, so
// search engines read the practices; a hidden or departed physician's profile is gone at once.
import type { DocfinderPublicPhysician } from '@portal/contracts';
import { physicianJsonLd } from '@portal/contracts/physician-json-ld';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { InitialsAvatar } from '#components/ui/initials-avatar.tsx';
import { LoadingState } from '#components/ui/states.tsx';
import '../components/doctor-finder.css';
import { useCountry } from '#lib/country.ts';
import { useJsonLd, usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { usePhysician } from '../api/docfinder.ts';
import { ownPhoneToShow, PhysicianAddresses, RegisterLine } from '../components/physician-card.tsx';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const physician = usePhysician(id);
  usePageTitle(physician.data?.name ?? t('legal.doctorFinder.title'));
  const back = (
    <p>
      <Link to={paths.doctorFinderLanding.getHref()}>{t('docfinder.profile.back')}</Link>
    </p>
  );
  if (physician.isPending)
    return (
      <div className="container page page--narrow">
        <h1 className="page__title">{t('legal.doctorFinder.title')}</h1>
        <LoadingState scope="docfinder" />
      </div>
    );
  if (!physician.data)
    return (
      <div className="container page page--narrow">
        <h1 className="page__title">{t('legal.doctorFinder.title')}</h1>
        <p data-testid="docfinder-profile-missing">{t('docfinder.profile.notFound')}</p>
        {back}
      </div>
    );
  return <Profile physician={physician.data} back={back} />;
}

function Profile({ physician, back }: { physician: DocfinderPublicPhysician; back: React.ReactNode }) {
  const { t } = useTranslation();
  const country = useCountry();
  const specialties = physician.specialties.map((s) => country.specialtyLabels[s]);
  const ownPhone = ownPhoneToShow(physician);
  // The block is written in an effect, in the browser; the server's copy is in the page's head already.
  const href = typeof window === 'undefined' ? '' : window.location.href;
  useJsonLd(physicianJsonLd(physician, specialties, href));
  return (
    <div className="container page page--narrow" data-testid="docfinder-profile">
      <div className="docfinder-profile__head">
        <InitialsAvatar name={physician.name} size="large" />
        <div>
          <h1 className="page__title">{physician.name}</h1>
          <p className="page__lead">
            {specialties.join(', ')} · <RegisterLine physician={physician} />
          </p>
        </div>
      </div>
      {ownPhone ? <p>{t('docfinder.search.phone', { phone: ownPhone })}</p> : null}
      <h2 className="docfinder-profile__addresses">{t('docfinder.profile.addresses')}</h2>
      <PhysicianAddresses physician={physician} />
      {back}
    </div>
  );
}
