// A record's state as badges (issue 36): the latest version's pending step, then one badge a country
// ("Publicado em BR", "Retirado em CO", "Expirado em MX"). The API computes the state; this only says it.
//
// Use: <StateBadges state={item.state} testId={`content-state-${id}`} />
import type { ItemState } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';

/** The badge colour of a state (admin.css has the approved, rejected and in-review tones). */
const TONE: Record<string, string> = {
  approved: 'approved',
  published: 'approved',
  scheduled: 'in_review',
  in_review: 'in_review',
  rejected: 'rejected',
  expired: 'rejected',
  withdrawn: 'neutral',
  draft: 'neutral',
};

export function StateBadges({ state, testId }: { state: ItemState; testId?: string }) {
  const { t } = useI18n();
  return (
    <ul className="admin-state-badges" aria-label={t('catalogue.stateLabel')} data-testid={testId}>
      {state.work ? (
        <li>
          <span className={`admin-badge admin-badge--${TONE[state.work]}`} data-state={state.work}>
            {t(`catalogue.states.${state.work}`)}
          </span>
        </li>
      ) : null}
      {state.countries
        .filter((c) => c.state !== state.work)
        .map((c) => (
          <li key={c.country}>
            <span
              className={`admin-badge admin-badge--${TONE[c.state]}`}
              data-country={c.country}
              data-state={c.state}
            >
              {t('catalogue.inCountry', { state: t(`catalogue.states.${c.state}`), country: c.country })}
            </span>
          </li>
        ))}
    </ul>
  );
}
