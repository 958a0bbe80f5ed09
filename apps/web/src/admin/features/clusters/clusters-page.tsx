// Home rows per country: the members physicians of the chosen country see in a row (outdoor, top 10,
// novelties, exclusive, feed), in order; move one up or down, take one out, add an item published there.
// Each change reaches the physicians' homes at once. The page says what each row is on the home.
import { EDITABLE_CLUSTERS, type EditableCluster } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConsoleForm } from '../../components/console-form.tsx';
import { Feedback, useFeedback } from '../../components/feedback.tsx';
import { ChoiceField, plainChoices } from '../../components/fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Section } from '../../components/section.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import {
  addToCluster,
  clusterCandidatesQuery,
  clusterQuery,
  orderCluster,
  removeFromCluster,
} from './api.ts';

export function ClustersPage() {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const me = useQuery(meQuery);
  const countries = me.data?.countries ?? [];
  const [countryChoice, setCountry] = useState('');
  const [cluster, setCluster] = useState<EditableCluster>('outdoor');
  const country = countryChoice || countries[0] || '';
  const members = useQuery(clusterQuery(cluster, country));
  const candidates = useQuery(clusterCandidatesQuery(cluster, country));
  const [addChoice, setAddChoice] = useState('');
  const feedback = useFeedback([409, 400]);
  const chosenToAdd = addChoice || candidates.data?.items[0]?.id || '';

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      feedback.succeed(t('authoring.clusters.saved'));
      setAddChoice('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clusters', cluster, country] });
    },
    onError: feedback.fail,
  });

  const ids = members.data?.items.map((item) => item.id) ?? [];
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [item] = next.splice(index, 1);
    if (item === undefined) return;
    next.splice(index + by, 0, item);
    change.mutate(() => orderCluster(cluster, country, next));
  };

  return (
    <>
      <PageHeader title={t('authoring.clusters.heading')} />
      <p>{t('authoring.clusters.lead')}</p>
      <ConsoleForm inline onSubmit={() => {}}>
        <ChoiceField
          id="cluster-country"
          label={t('authoring.links.country')}
          required
          value={country}
          onChange={setCountry}
          options={plainChoices(countries)}
        />
        <ChoiceField
          id="cluster-row"
          label={t('authoring.clusters.row')}
          required
          value={cluster}
          onChange={(value) => setCluster(value as EditableCluster)}
          options={EDITABLE_CLUSTERS.map((id) => [id, t(`authoring.clusters.rows.${id}`)])}
        />
      </ConsoleForm>
      <p className="admin-note" data-testid="cluster-explain">
        {t(`authoring.clusters.explain.${cluster}`)}
      </p>
      <Feedback feedback={feedback} />
      {members.isPending ? <p>{t('common.loading')}</p> : null}
      {members.data && members.data.items.length === 0 ? <p>{t('authoring.clusters.empty')}</p> : null}
      {members.data && members.data.items.length > 0 ? (
        <ol className="admin-publications" aria-label={t('authoring.clusters.membersLabel')}>
          {members.data.items.map((item, index) => (
            <li key={item.id} data-testid="cluster-member">
              {/* The title once, short buttons beside it; each button's name still says which item. */}
              <div className="admin-cluster-member">
                <span className="admin-cluster-member__title">{item.title}</span>
                <div className="admin-cluster-member__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('authoring.clusters.up', { title: item.title })}
                    disabled={index === 0 || change.isPending}
                    onClick={() => move(index, -1)}
                  >
                    {t('authoring.clusters.upShort')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('authoring.clusters.down', { title: item.title })}
                    disabled={index === ids.length - 1 || change.isPending}
                    onClick={() => move(index, 1)}
                  >
                    {t('authoring.clusters.downShort')}
                  </button>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-label={t('authoring.clusters.remove', { title: item.title })}
                    disabled={change.isPending}
                    onClick={() => change.mutate(() => removeFromCluster(cluster, country, item.id))}
                  >
                    {t('authoring.clusters.removeShort')}
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <Section id="cluster-add" heading={t('authoring.clusters.addHeading')}>
        <ConsoleForm
          inline
          onSubmit={() => {
            if (chosenToAdd) change.mutate(() => addToCluster(cluster, country, chosenToAdd));
          }}
        >
          <ChoiceField
            id="cluster-add"
            label={t('authoring.links.content')}
            required
            value={chosenToAdd}
            onChange={setAddChoice}
            options={(candidates.data?.items ?? []).map((item) => [item.id, item.title])}
          />
          <button
            type="submit"
            className="button button--primary"
            disabled={!chosenToAdd || change.isPending}
          >
            {t('authoring.clusters.add')}
          </button>
        </ConsoleForm>
      </Section>
    </>
  );
}
