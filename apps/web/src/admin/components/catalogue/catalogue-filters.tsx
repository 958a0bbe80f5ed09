// The search and filters above a console list (issue 36): words, type, state, country, specialty,
// expiring within N days, and the sort. Applied when the form is sent; the address keeps them.
//
// Use: const list = useCatalogueParams();
//      <CatalogueFilters idPrefix="content" params={list} kinds={[['to_see', t('...')], ...]} withSpecialty />
import { COUNTRY_STATES, LIST_SORTS } from '@portal/contracts';
import { SPECIALTIES } from '@portal/countries';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { meQuery } from '../../lib/session.ts';
import { type Choice, ChoiceField, InputField, plainChoices } from '../fields.tsx';
import { FilterForm, useFilters } from '../filter-form.tsx';
import type { CatalogueFilters as Filters, useCatalogueParams } from './catalogue-params.ts';

export function CatalogueFilters({
  idPrefix,
  params,
  kinds,
  withSpecialty = false,
  withStates = true,
}: {
  /** Prefix of the fields' ids. */
  idPrefix: string;
  params: ReturnType<typeof useCatalogueParams>;
  /** The type filter's choices (none: no type filter). */
  kinds?: readonly Choice[];
  withSpecialty?: boolean;
  /** The state and expiry filters (courses have neither). */
  withStates?: boolean;
}) {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  const { draft, edit, apply, reset } = useFilters<Filters>(params.filters);
  // The address may change under the form (back button): show what the list follows.
  const key = JSON.stringify(params.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the applied filters change
  useEffect(() => reset(params.filters), [key]);
  const id = (name: string) => `${idPrefix}-filter-${name}`;
  return (
    <search>
      <FilterForm
        label={t('catalogue.filters')}
        apply={t('catalogue.apply')}
        onApply={() => {
          apply();
          params.applyFilters(draft);
        }}
      >
        <InputField
          id={id('q')}
          type="search"
          label={t('catalogue.search')}
          hint={t('catalogue.searchHint')}
          value={draft.q}
          onChange={edit('q')}
          maxLength={100}
        />
        {kinds ? (
          <ChoiceField
            id={id('kind')}
            label={t('catalogue.kind')}
            blank={t('catalogue.anyKind')}
            value={draft.kind}
            onChange={edit('kind')}
            options={kinds}
          />
        ) : null}
        {withStates ? (
          <ChoiceField
            id={id('status')}
            label={t('catalogue.status')}
            blank={t('catalogue.anyStatus')}
            value={draft.status}
            onChange={edit('status')}
            options={COUNTRY_STATES.map((s) => [s, t(`catalogue.states.${s}`)])}
          />
        ) : null}
        <ChoiceField
          id={id('country')}
          label={t('catalogue.country')}
          blank={t('catalogue.anyCountry')}
          value={draft.country}
          onChange={edit('country')}
          options={plainChoices(me.data?.countries ?? [])}
        />
        {withSpecialty ? (
          <ChoiceField
            id={id('specialty')}
            label={t('catalogue.specialty')}
            blank={t('catalogue.anySpecialty')}
            value={draft.specialty}
            onChange={edit('specialty')}
            options={SPECIALTIES.map((s) => [s, t(`catalogue.specialties.${s}`)])}
          />
        ) : null}
        {withStates ? (
          <InputField
            id={id('expiring')}
            label={t('catalogue.expiring')}
            value={draft.expiringWithin}
            onChange={(value) => edit('expiringWithin')(value.replace(/\D/g, '').slice(0, 4))}
          />
        ) : null}
        <ChoiceField
          id={id('sort')}
          label={t('catalogue.sort')}
          value={draft.sort || 'updated'}
          onChange={edit('sort')}
          options={LIST_SORTS.filter((s) => withStates || s === 'title' || s === 'updated').map((s) => [
            s,
            t(`catalogue.sorts.${s}`),
          ])}
        />
        <ChoiceField
          id={id('dir')}
          label={t('catalogue.dir')}
          value={draft.dir || 'desc'}
          onChange={edit('dir')}
          options={(['desc', 'asc'] as const).map((d) => [d, t(`catalogue.dirs.${d}`)])}
        />
      </FilterForm>
    </search>
  );
}
