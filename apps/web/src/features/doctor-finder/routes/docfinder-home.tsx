// The physician's doctor-finder (/docfinder): not joined yet (join), or the listing — listed or hidden,
// the practices with edit and remove, a preview of the public profile, hide/show and leave.
import type { DocfinderMe } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '#components/ui/states.tsx';
import '#styles/account.css';
import '../components/doctor-finder.css';
import { toast } from '#components/ui/toaster.tsx';
import { useCountry } from '#lib/country.ts';
import { usePageTitle } from '#lib/document-head.ts';
import { paths } from '#lib/paths.ts';
import { useDeleteAddress, useDocfinderMe, useLeave, useUpdateListing } from '../api/docfinder.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { PhysicianCard } from '../components/physician-card.tsx';
import { formatAddress } from '../lib/maps.ts';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('docfinder.home.title'));
  const me = useDocfinderMe();
  return (
    <div className="container page page--narrow" data-testid="docfinder">
      <h1 className="page__title">{t('docfinder.home.title')}</h1>
      <p className="page__lead">{t('docfinder.home.lead')}</p>
      {me.isPending ? (
        <LoadingState scope="docfinder" />
      ) : me.isError ? (
        <ErrorState scope="docfinder" onRetry={() => void me.refetch()} />
      ) : me.data.listing ? (
        <Listing me={me.data} />
      ) : (
        <section className="notice" aria-labelledby="docfinder-not-joined">
          <h2 id="docfinder-not-joined">{t('docfinder.home.notJoinedTitle')}</h2>
          <p>{t('docfinder.home.notJoinedBody')}</p>
          <p>
            <Link to={paths.docFinder.register.getHref()} className="button button--primary">
              {t('docfinder.home.join')}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}

type Pending = { kind: 'remove'; id: string; label: string } | { kind: 'leave' } | null;

function Listing({ me }: { me: DocfinderMe }) {
  const { t } = useTranslation();
  const country = useCountry();
  const listing = me.listing;
  const update = useUpdateListing();
  const leave = useLeave();
  const remove = useDeleteAddress();
  const [pending, setPending] = useState<Pending>(null);
  if (!listing) return null;
  const full = listing.addresses.length >= me.maxAddresses;

  const toggle = () =>
    update.mutate(
      { listed: !listing.listed },
      {
        onSuccess: (next) =>
          toast.success(next?.listing?.listed ? t('docfinder.home.shown') : t('docfinder.home.hidden')),
        onError: () => toast.error(t('docfinder.home.failed')),
      },
    );
  const confirm = () => {
    if (pending?.kind === 'remove')
      remove.mutate(pending.id, {
        onSuccess: () => toast.success(t('docfinder.home.removed')),
        onError: () => toast.error(t('docfinder.home.failed')),
        onSettled: () => setPending(null),
      });
    if (pending?.kind === 'leave')
      leave.mutate(undefined, {
        onSuccess: () => toast.success(t('docfinder.home.left')),
        onError: () => toast.error(t('docfinder.home.failed')),
        onSettled: () => setPending(null),
      });
  };

  return (
    <>
      <p data-testid="docfinder-status" className="notice">
        <strong>
          {listing.listed ? t('docfinder.home.statusListed') : t('docfinder.home.statusHidden')}
        </strong>
      </p>
      <section aria-labelledby="docfinder-addresses">
        <h2 id="docfinder-addresses">{t('docfinder.home.addressesTitle')}</h2>
        <p>{t('docfinder.home.addressesCount', { count: listing.addresses.length, max: me.maxAddresses })}</p>
        {listing.addresses.length === 0 ? <p>{t('docfinder.home.noAddresses')}</p> : null}
        <ul className="docfinder-my-addresses">
          {listing.addresses.map((address) => {
            const label = formatAddress(address, country);
            return (
              <li key={address.id} className="docfinder-my-address" data-testid="docfinder-my-address">
                <p>{label}</p>
                <p>{address.postalCode}</p>
                <ul className="docfinder-actions">
                  <li>
                    <Link
                      to={paths.docFinder.editAddress.getHref(address.id)}
                      className="button button--secondary"
                      aria-label={t('docfinder.home.editLabel', { address: label })}
                    >
                      {t('docfinder.home.edit')}
                    </Link>
                  </li>
                  <li>
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t('docfinder.home.removeLabel', { address: label })}
                      onClick={() => setPending({ kind: 'remove', id: address.id, label })}
                    >
                      {t('docfinder.home.remove')}
                    </button>
                  </li>
                </ul>
              </li>
            );
          })}
        </ul>
        <p>
          {full ? (
            <span>{t('docfinder.home.limitReached')}</span>
          ) : (
            <Link to={paths.docFinder.addAddress.getHref()} className="button button--primary">
              {t('docfinder.home.addAddress')}
            </Link>
          )}
        </p>
      </section>
      <section aria-labelledby="docfinder-preview">
        <h2 id="docfinder-preview">{t('docfinder.home.previewTitle')}</h2>
        <PhysicianCard
          physician={{
            slug: listing.slug,
            name: listing.displayName,
            specialties: listing.specialties,
            registerNumber: listing.registerNumber,
            registerUf: listing.registerUf,
            phone: listing.phone,
            addresses: listing.addresses,
          }}
        />
      </section>
      <ul className="docfinder-actions">
        <li>
          <button
            type="button"
            className="button button--secondary"
            disabled={update.isPending}
            onClick={toggle}
          >
            {listing.listed ? t('docfinder.home.hide') : t('docfinder.home.show')}
          </button>
        </li>
        <li>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setPending({ kind: 'leave' })}
          >
            {t('docfinder.home.leave')}
          </button>
        </li>
      </ul>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        testId="docfinder-confirm"
        title={pending?.kind === 'leave' ? t('docfinder.home.leaveTitle') : t('docfinder.home.removeTitle')}
        body={
          pending?.kind === 'remove'
            ? t('docfinder.home.removeBody', { address: pending.label })
            : t('docfinder.home.leaveBody')
        }
        busy={remove.isPending || leave.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
