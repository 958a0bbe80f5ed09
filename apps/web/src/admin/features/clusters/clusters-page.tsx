// Home rows per country: the members physicians of the chosen country see in a row (outdoor, top 10,
// novelties, exclusive, feed), in order; move one up or down, take one out, add an item published there.
// Each change reaches the physicians' homes at once.
import { EDITABLE_CLUSTERS, type EditableCluster } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { AdminApiError } from '../../lib/api.ts';
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
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenToAdd = addChoice || candidates.data?.items[0]?.id || '';

  const change = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSuccess: async () => {
      setError(null);
      setMessage(t('authoring.clusters.saved'));
      setAddChoice('');
      await queryClient.invalidateQueries({ queryKey: ['admin', 'clusters', cluster, country] });
    },
    onError: (reason) => {
      setMessage(null);
      setError(
        reason instanceof AdminApiError && reason.status === 403
          ? t('common.forbidden')
          : reason instanceof AdminApiError && (reason.status === 409 || reason.status === 400)
            ? t('common.conflict', { message: reason.message })
            : t('common.error'),
      );
    },
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
      <h1 className="page__title">{t('authoring.clusters.heading')}</h1>
      <form className="admin-form admin-form--inline" onSubmit={(e) => e.preventDefault()}>
        <Field id="cluster-country" label={t('authoring.links.country')} required>
          <select
            className="field__input"
            {...controlAria('cluster-country')}
            value={country}
            onChange={(e) => setCountry(e.target.value)}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="cluster-row" label={t('authoring.clusters.row')} required>
          <select
            className="field__input"
            {...controlAria('cluster-row')}
            value={cluster}
            onChange={(e) => setCluster(e.target.value as EditableCluster)}
          >
            {EDITABLE_CLUSTERS.map((id) => (
              <option key={id} value={id}>
                {t(`authoring.clusters.rows.${id}`)}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <p role="status" className="admin-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
      {members.isPending ? <p>{t('common.loading')}</p> : null}
      {members.data && members.data.items.length === 0 ? <p>{t('authoring.clusters.empty')}</p> : null}
      {members.data && members.data.items.length > 0 ? (
        <ol className="admin-publications" aria-label={t('authoring.clusters.membersLabel')}>
          {members.data.items.map((item, index) => (
            <li key={item.id} data-testid="cluster-member">
              <span>{item.title}</span>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={index === 0 || change.isPending}
                onClick={() => move(index, -1)}
              >
                {t('authoring.clusters.up', { title: item.title })}
              </button>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={index === ids.length - 1 || change.isPending}
                onClick={() => move(index, 1)}
              >
                {t('authoring.clusters.down', { title: item.title })}
              </button>{' '}
              <button
                type="button"
                className="button button--secondary button--small"
                disabled={change.isPending}
                onClick={() => change.mutate(() => removeFromCluster(cluster, country, item.id))}
              >
                {t('authoring.clusters.remove', { title: item.title })}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
      <section aria-labelledby="cluster-add-heading" className="admin-section">
        <h2 id="cluster-add-heading" className="admin-subheading">
          {t('authoring.clusters.addHeading')}
        </h2>
        <form
          className="admin-form admin-form--inline"
          onSubmit={(e) => {
            e.preventDefault();
            if (chosenToAdd) change.mutate(() => addToCluster(cluster, country, chosenToAdd));
          }}
        >
          <Field id="cluster-add" label={t('authoring.links.content')} required>
            <select
              className="field__input"
              {...controlAria('cluster-add')}
              value={chosenToAdd}
              onChange={(e) => setAddChoice(e.target.value)}
            >
              {(candidates.data?.items ?? []).map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))}
            </select>
          </Field>
          <button
            type="submit"
            className="button button--primary"
            disabled={!chosenToAdd || change.isPending}
          >
            {t('authoring.clusters.add')}
          </button>
        </form>
      </section>
    </>
  );
}
