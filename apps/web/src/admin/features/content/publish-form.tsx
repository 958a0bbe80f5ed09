// Publish the approved version in one of the item's (and the member's) countries, from now or a date.
import type { AdminContent, StaffMe } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { publishContent } from './api.ts';

export function PublishForm({
  id,
  countries,
  onDone,
  onError,
}: {
  id: string;
  countries: StaffMe['countries'];
  onDone: (updated: AdminContent) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const [country, setCountry] = useState(countries[0] ?? '');
  const [from, setFrom] = useState('');
  const publish = useMutation({
    mutationFn: () =>
      publishContent(id, {
        country: country as StaffMe['countries'][number],
        ...(from ? { from: new Date(from).toISOString() } : {}),
      }),
    onSuccess: onDone,
    onError,
  });
  if (countries.length === 0) return null;
  return (
    <section aria-labelledby="publish-heading" className="admin-section">
      <h2 id="publish-heading" className="admin-subheading">
        {t('detail.publishHeading')}
      </h2>
      <form
        className="admin-form admin-form--inline"
        onSubmit={(event) => {
          event.preventDefault();
          publish.mutate();
        }}
      >
        <Field id="publish-country" label={t('detail.country')} required>
          <select
            className="field__input"
            {...controlAria('publish-country')}
            value={country}
            onChange={(e) => setCountry(e.target.value as typeof country)}
          >
            {countries.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </Field>
        <Field id="publish-from" label={t('detail.from')}>
          <input
            type="datetime-local"
            className="field__input"
            {...controlAria('publish-from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </Field>
        <button type="submit" className="button button--primary" disabled={publish.isPending}>
          {t('detail.publish')}
        </button>
      </form>
    </section>
  );
}
