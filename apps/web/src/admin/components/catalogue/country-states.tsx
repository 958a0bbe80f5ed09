// A record's page, per country of the member: whether it is live (since when, until when) or at which
// step it stands, and its approval's expiry (issue 36). The API computes the state.
import type { ItemState } from '@portal/contracts';
import { formatDateTime, useI18n } from '../../lib/i18n.tsx';
import { Section } from '../section.tsx';
import { StateBadges } from './state-badges.tsx';

export function CountryStates({ state, idPrefix }: { state: ItemState; idPrefix: string }) {
  const { t, lang } = useI18n();
  return (
    <Section id={`${idPrefix}country-states`} heading={t('catalogue.perCountry')}>
      <StateBadges state={state} testId={`${idPrefix}state`} />
      {state.unversioned ? <p>{t('catalogue.unversioned')}</p> : null}
      <ul className="admin-publications">
        {state.countries.map((c) => {
          const live = c.state === 'published' || c.state === 'scheduled';
          const when = [
            live && c.since ? t('catalogue.liveSince', { date: formatDateTime(lang, c.since) }) : null,
            live && c.expiresAt ? t('catalogue.until', { date: formatDateTime(lang, c.expiresAt) }) : null,
            live ? null : t('catalogue.notLive'),
          ].filter(Boolean);
          return (
            <li key={c.country} data-testid={`${idPrefix}country-${c.country}`} data-state={c.state}>
              {t('catalogue.countryLine', { country: c.country, state: t(`catalogue.states.${c.state}`) })}
              {when.length > 0 ? ` (${when.join(', ')})` : null}
            </li>
          );
        })}
      </ul>
      {state.approvalExpiresAt ? (
        <p>{t('catalogue.approvalExpires', { date: formatDateTime(lang, state.approvalExpiresAt) })}</p>
      ) : null}
    </Section>
  );
}
