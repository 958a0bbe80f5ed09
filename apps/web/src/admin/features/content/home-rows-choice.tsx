// "Add to the home" while publishing an item: the rows physicians see on the country's home that an item
// does not enter by itself (outdoor, top 10: publishing already puts it first in the novelties; the
// exclusive and feed lists are curated at /admin/clusters) as checkboxes with what each row is; once the
// item is published in the country it is put first in each chosen row through the home rows' own API
// (POST /api/admin/clusters/:row/items, audited there), and the outcome is said here.
import { type EditableCluster, HOME_PAGE_ROWS } from '@portal/contracts';

const CHOICES = HOME_PAGE_ROWS.filter((row) => row !== 'novelty');

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { PublishExtras } from '../../components/versioned/publish-extras.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import { addToCluster } from '../clusters/api.ts';

function HomeRowsFieldset({
  chosen,
  onChange,
}: {
  chosen: readonly EditableCluster[];
  onChange: (next: EditableCluster[]) => void;
}) {
  const { t } = useI18n();
  return (
    <fieldset
      className="admin-fieldset"
      aria-describedby="publish-home-rows-hint"
      data-testid="publish-home-rows"
    >
      <legend>{t('homeRows.legend')}</legend>
      <p id="publish-home-rows-hint" className="field__hint">
        {t('homeRows.hint')}
      </p>
      {CHOICES.map((row) => (
        <label key={row} className="admin-check">
          <input
            type="checkbox"
            checked={chosen.includes(row)}
            aria-describedby={`publish-home-row-${row}`}
            onChange={(event) =>
              onChange(HOME_PAGE_ROWS.filter((r) => (r === row ? event.target.checked : chosen.includes(r))))
            }
          />
          {t(`authoring.clusters.rows.${row}`)}
          <span id={`publish-home-row-${row}`} className="visually-hidden">
            {t(`authoring.clusters.explain.${row}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The publish form's extras for an item, or null when the member does not curate home rows. */
export function useHomeRowsExtras(id: string): PublishExtras | null {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<EditableCluster[]>([]);
  const [outcome, setOutcome] = useState('');
  const may = staffCan(me.data, 'clusters.manage');
  return useMemo(() => {
    if (!may) return null;
    const names = (rows: EditableCluster[]) =>
      rows.map((row) => t(`authoring.clusters.rows.${row}`)).join(', ');
    return {
      fields: () => <HomeRowsFieldset chosen={chosen} onChange={setChosen} />,
      outcome: () => (
        <p role="status" className="admin-status" data-testid="publish-home-rows-outcome">
          {outcome}
        </p>
      ),
      async after(country: string) {
        if (chosen.length === 0) return;
        const results = await Promise.allSettled(chosen.map((row) => addToCluster(row, country, id)));
        const failed = chosen.filter((_row, i) => results[i]?.status === 'rejected');
        const added = chosen.filter((row) => !failed.includes(row));
        await queryClient.invalidateQueries({ queryKey: ['admin', 'clusters'] });
        setOutcome(
          [
            added.length ? t('homeRows.added', { rows: names(added) }) : '',
            failed.length ? t('homeRows.failed', { rows: names(failed) }) : '',
          ]
            .filter(Boolean)
            .join(' '),
        );
        setChosen([]);
      },
    };
  }, [may, chosen, outcome, id, t, queryClient]);
}
