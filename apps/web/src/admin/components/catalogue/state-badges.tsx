// A record's state as badges (issue 36): the latest version's pending step, then one badge a state with
// its countries ("Publicado em AR, MX", "Retirado em CO"). The API computes the state; this only says it.
//
// Use: <StateBadges state={item.state} testId={`content-state-${id}`} />
import type { ItemState } from '@portal/contracts';
import { useI18n } from '../../lib/i18n.tsx';
import './catalogue.css';

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
  // One badge a state, naming its countries (a Spanish item is live in six).
  const groups: [string, string[]][] = [];
  for (const c of state.countries) {
    if (c.state === state.work) continue;
    const group = groups.find(([name]) => name === c.state);
    if (group) group[1].push(c.country);
    else groups.push([c.state, [c.country]]);
  }
  return (
    <ul className="admin-state-badges" aria-label={t('catalogue.stateLabel')} data-testid={testId}>
      {state.work ? (
        <li>
          <span className={`admin-badge admin-badge--${TONE[state.work]}`} data-state={state.work}>
            {t(`catalogue.states.${state.work}`)}
          </span>
        </li>
      ) : null}
      {groups.map(([name, countries]) => (
        <li key={name}>
          <span
            className={`admin-badge admin-badge--${TONE[name]}`}
            data-state={name}
            data-countries={countries.join(' ')}
          >
            {t('catalogue.inCountry', {
              state: t(`catalogue.states.${name as ItemState['countries'][number]['state']}`),
              country: countries.join(', '),
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
