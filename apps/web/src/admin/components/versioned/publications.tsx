// Where a versioned record is live, with "withdraw from {{country}}" in the member's countries, and the
// form that publishes the approved version in one of the record's (and the member's) countries, from now
// or, `withFrom`, from a date. VersionWorkflow (version-workflow.tsx) composes both; use them through it.
import type { PublishRequest } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery, staffCovers } from '../../lib/session.ts';
import { ConsoleForm } from '../console-form.tsx';
import { ChoiceField, InputField, plainChoices } from '../fields.tsx';
import { Section } from '../section.tsx';
import { usePublishExtras } from './publish-extras.tsx';

export interface PublicationsProps {
  /** Prefix of the section's element ids. */
  idPrefix: string;
  heading: string;
  empty: string;
  /** One line a country, already worded (its dates as <ZonedTime>s). */
  entries: readonly { country: string; text: ReactNode }[];
  /** Each line's test id is `${testIdPrefix}-${country}`. */
  testIdPrefix: string;
  /** The member may publish this kind (and so withdraw it in their countries). */
  mayWithdraw: boolean;
  /** Where the record may be withdrawn (the API's state); absent: every listed country. */
  withdrawable?: readonly string[];
  onWithdraw: (country: string) => void;
  withdrawing: boolean;
}

export function Publications({
  idPrefix,
  heading,
  empty,
  entries,
  testIdPrefix,
  mayWithdraw,
  withdrawable,
  onWithdraw,
  withdrawing,
}: PublicationsProps) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  return (
    <Section id={idPrefix} heading={heading}>
      {entries.length === 0 ? <p>{empty}</p> : null}
      <ul className="admin-publications">
        {entries.map(({ country, text }) => (
          <li key={country} data-testid={`${testIdPrefix}-${country}`}>
            {text}{' '}
            {mayWithdraw && staffCovers(me.data, country) && (withdrawable?.includes(country) ?? true) ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => onWithdraw(country)}
                disabled={withdrawing}
              >
                {t('detail.withdraw', { country })}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PublishForm<T>({
  idPrefix,
  countries,
  withFrom,
  send,
  onDone,
  onError,
}: {
  /** Prefix of the form's element ids. */
  idPrefix: string;
  /** The record's countries: the form offers those the member works for. */
  countries: readonly string[];
  withFrom: boolean;
  send: (request: PublishRequest) => Promise<T>;
  onDone: (updated: T) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const [country, setCountry] = useState('');
  const [from, setFrom] = useState('');
  const publishable = countries.filter((code) => staffCovers(me.data, code));
  const chosen = country || publishable[0] || '';
  const extras = usePublishExtras();
  const publish = useMutation({
    mutationFn: async () => {
      const updated = await send({
        country: chosen as PublishRequest['country'],
        ...(from ? { from: new Date(from).toISOString() } : {}),
      });
      await extras?.after(chosen);
      return updated;
    },
    onSuccess: onDone,
    onError,
  });
  // The outcome stays at one place in the tree, so its live region is not re-created when the form goes.
  const outcome = extras?.outcome?.() ?? null;
  return (
    <>
      {publishable.length === 0 ? null : (
        <Section id={idPrefix} heading={t('detail.publishHeading')}>
          <ConsoleForm
            inline
            onSubmit={() => {
              publish.mutate();
            }}
          >
            <ChoiceField
              id={`${idPrefix}-country`}
              label={t('detail.country')}
              required
              value={chosen}
              onChange={setCountry}
              options={plainChoices(publishable)}
            />
            {withFrom ? (
              <InputField
                id={`${idPrefix}-from`}
                type="datetime-local"
                label={t('detail.from')}
                value={from}
                onChange={setFrom}
              />
            ) : null}
            {extras?.fields(chosen)}
            <button type="submit" className="button button--primary" disabled={publish.isPending}>
              {t('detail.publish')}
            </button>
          </ConsoleForm>
        </Section>
      )}
      {outcome}
    </>
  );
}
