// A record's page, per country of the member: whether it is live (since when, until when) or at which
// step it stands, and its approval's expiry (issue 36). The API computes the state.
import type { ItemState } from '@portal/contracts';
import { Fragment } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { Section } from '../section.tsx';
import { TextWithTimes } from '../zoned-time.tsx';
import { StateBadges } from './state-badges.tsx';

export function CountryStates({ state, idPrefix }: { state: ItemState; idPrefix: string }) {
  const { t } = useI18n();
  return (
    <Section id={`${idPrefix}country-states`} heading={t('catalogue.perCountry')}>
      <StateBadges state={state} testId={`${idPrefix}state`} />
      {state.unversioned ? <p>{t('catalogue.unversioned')}</p> : null}
      <ul className="admin-publications">
        {state.countries.map((c) => {
          const live = c.state === 'published' || c.state === 'scheduled';
          // Each part a sentence with its date as a <time> in the member's zone.
          const when = [
            live && c.since ? (
              <TextWithTimes
                key="since"
                text={t('catalogue.liveSince', { date: '{{date}}' })}
                times={{ date: c.since }}
              />
            ) : null,
            live && c.expiresAt ? (
              <TextWithTimes
                key="until"
                text={t('catalogue.until', { date: '{{date}}' })}
                times={{ date: c.expiresAt }}
              />
            ) : null,
            live ? null : <Fragment key="not-live">{t('catalogue.notLive')}</Fragment>,
          ].filter(Boolean);
          return (
            <li key={c.country} data-testid={`${idPrefix}country-${c.country}`} data-state={c.state}>
              {t('catalogue.countryLine', { country: c.country, state: t(`catalogue.states.${c.state}`) })}
              {when.length > 0 ? (
                <>
                  {' ('}
                  {when.map((part, index) => (
                    <Fragment key={part?.key ?? index}>
                      {index > 0 ? ', ' : null}
                      {part}
                    </Fragment>
                  ))}
                  {')'}
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {state.approvalExpiresAt ? (
        <p>
          <TextWithTimes
            text={t('catalogue.approvalExpires', { date: '{{date}}' })}
            times={{ date: state.approvalExpiresAt }}
          />
        </p>
      ) : null}
    </Section>
  );
}
