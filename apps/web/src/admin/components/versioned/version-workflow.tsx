// The lifecycle of a versioned record on its page, under the record's facts: the outcome line, "edit"
// and "submit for review" for writers, the MLR decision for reviewers (never on their own work), where
// it is live with "withdraw", anything the page adds (children), and the publish form. After each call
// the page shows the record as the API answered it, and the kind's list is asked again. A kind without
// per-country publishing (a course's exam: its approval activates it) passes no publications nor publish.
//
// Use (eventsApi from lib/versioned-api.ts; texts from the admin dictionaries):
//      <VersionWorkflow api={eventsApi} id={id} version={latest}
//        review={{ idPrefix: 'event-review', withExpiry: false, send: (decision) => eventsApi.review(id, decision) }}
//        publications={{ idPrefix: 'event-publications', heading: t('...'), empty: t('...'),
//          testIdPrefix: 'event-publication', entries: countries.map((country) => ({ country, text: country })) }}
//        publish={{ idPrefix: 'event-publish', withFrom: false }} />
import type { ItemState, PublishRequest } from '@portal/contracts';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCan } from '../../lib/session.ts';
import type { VersionedKind } from '../../lib/versioned-api.ts';
import { Feedback, useFeedback } from '../feedback.tsx';
import { Publications, type PublicationsProps, PublishForm } from './publications.tsx';
import { type Decision, ReviewForm } from './review-form.tsx';
import type { VersionFacts } from './version-summary.tsx';

/** What the workflow calls: a kind's API (lib/versioned-api.ts). */
export interface WorkflowApi<T> {
  kind: VersionedKind;
  query: (id: string) => { queryKey: QueryKey };
  listQuery: { queryKey: QueryKey };
  submit: (id: string) => Promise<T>;
  /** Absent for a kind without per-country publishing. */
  withdraw?: (id: string, country: string) => Promise<T>;
  publish?: (id: string, request: PublishRequest) => Promise<T>;
  /** Starts editing a record live without a console version (its first draft, from what is live). */
  startDraft?: (id: string) => Promise<T>;
}

function useWorkflow<T>(api: WorkflowApi<T>, id: string) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  /** What to do with the record the API answered, saying `text`. */
  const done = (text: string) => async (updated: T) => {
    queryClient.setQueryData(api.query(id).queryKey, updated);
    // Every page of the list (their keys start with the list's).
    await queryClient.invalidateQueries({ queryKey: api.listQuery.queryKey });
    feedback.succeed(text);
  };
  const submit = useMutation({
    mutationFn: () => api.submit(id),
    onSuccess: done(t('detail.submitted')),
    onError: feedback.fail,
  });
  const withdraw = useMutation({
    mutationFn: (country: string) => api.withdraw!(id, country),
    onSuccess: done(t('detail.withdrawn')),
    onError: feedback.fail,
  });
  const navigate = useNavigate();
  const startDraft = useMutation({
    mutationFn: () => (api.startDraft ? api.startDraft(id) : Promise.reject(new Error('startDraft'))),
    onSuccess: async (updated: T) => {
      await done(t('catalogue.draftStarted'))(updated);
      await navigate(`${api.kind.path}/${id}/edit`);
    },
    onError: feedback.fail,
  });
  return { feedback, done, submit, withdraw, startDraft };
}

export function VersionWorkflow<T>({
  api,
  id,
  version,
  review,
  publications,
  publish,
  edit,
  state,
  children,
}: {
  api: WorkflowApi<T>;
  id: string;
  version: VersionFacts;
  /** Where the record is edited and the link's text (default: `${kind.path}/${id}/edit`, "Editar"). */
  edit?: { to: string; label: string };
  /** Where the record stands per country (the API's): what may be published, withdrawn, started. */
  state?: ItemState;
  review: {
    /** Prefix of the review form's element ids. */
    idPrefix: string;
    withExpiry: boolean;
    send: (decision: Decision) => Promise<T>;
  };
  publications?: Omit<PublicationsProps, 'mayWithdraw' | 'onWithdraw' | 'withdrawing'>;
  publish?: {
    /** Prefix of the publish form's element ids. */
    idPrefix: string;
    /** Ask from when (default: now). */
    withFrom: boolean;
  };
  /** Shown between the publications and the publish form. */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const workflow = useWorkflow(api, id);
  const { kind } = api;
  const canWrite = staffCan(me.data, kind.write);
  const canPublish = kind.publish !== undefined && staffCan(me.data, kind.publish);
  const { status } = version;
  return (
    <>
      <Feedback feedback={workflow.feedback} />
      <div className="page__actions">
        {canWrite && state?.unversioned && api.startDraft ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => workflow.startDraft.mutate()}
            disabled={workflow.startDraft.isPending}
          >
            {t('catalogue.startDraft')}
          </button>
        ) : null}
        {canWrite && status !== 'in_review' && !state?.unversioned ? (
          <Link className="button button--secondary" to={edit?.to ?? `${kind.path}/${id}/edit`}>
            {edit?.label ?? t('detail.edit')}
          </Link>
        ) : null}
        {canWrite && (status === 'draft' || status === 'rejected') ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => workflow.submit.mutate()}
            disabled={workflow.submit.isPending}
          >
            {t('detail.submit')}
          </button>
        ) : null}
      </div>
      {staffCan(me.data, kind.review) && status === 'in_review' ? (
        version.authorEmail === me.data?.email ? (
          <p>{t('detail.ownWork')}</p>
        ) : (
          <ReviewForm
            {...review}
            onDone={workflow.done(t('detail.decided'))}
            onError={workflow.feedback.fail}
          />
        )
      ) : null}
      {publications ? (
        <Publications
          {...publications}
          mayWithdraw={canPublish}
          withdrawable={state?.withdrawable}
          onWithdraw={(country) => workflow.withdraw.mutate(country)}
          withdrawing={workflow.withdraw.isPending}
        />
      ) : null}
      {children}
      {canPublish && publish && api.publish ? (
        <PublishForm
          {...publish}
          countries={state ? state.publishable : version.countries}
          send={(request) => api.publish!(id, request)}
          onDone={workflow.done(t('detail.published'))}
          onError={workflow.feedback.fail}
        />
      ) : null}
    </>
  );
}
