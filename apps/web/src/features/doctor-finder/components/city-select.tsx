// Brazil's city field: the chosen state's cities, loaded on demand, narrowed by a filter box as the user
// types (native select and input: keyboard and screen readers work as everywhere else).
import { useDeferredValue, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlAria, Field } from '#components/ui/form-field.tsx';
import { useCities } from '../api/docfinder.ts';
import { docfinderSearchText } from '../lib/search-text.ts';

interface CitySelectProps {
  uf: string;
  value: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}

export function CitySelect({ uf, value, error, registration }: CitySelectProps) {
  const { t } = useTranslation();
  const cities = useCities(uf);
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter);
  const wanted = docfinderSearchText(deferred);
  const names = (cities.data ?? []).map((c) => c.name);
  const shown = names.filter((name) => name === value || docfinderSearchText(name).includes(wanted));
  const disabled = !uf || cities.isPending;
  const placeholder = !uf
    ? t('docfinder.address.cityPlaceholder')
    : cities.isPending
      ? t('docfinder.address.cityLoading')
      : '';
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor="address-city-filter">
          {t('docfinder.address.cityFilter')}
        </label>
        <div className="field__control">
          <input
            id="address-city-filter"
            type="search"
            className="field__input"
            value={filter}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => setFilter(event.target.value)}
          />
        </div>
      </div>
      <Field id="address-city" label={t('docfinder.address.city')} required error={error}>
        {disabled ? (
          // Not registered while there is nothing to choose: the form keeps its city until the list is here.
          <select id="address-city" className="field__input field__select" disabled>
            <option value="">{placeholder}</option>
          </select>
        ) : (
          <select
            {...registration}
            {...controlAria('address-city', { error })}
            className="field__input field__select"
            required
            // Controlled: the saved city must show once its state's list arrives.
            value={value}
            autoComplete="address-level2"
          >
            <option value="">{placeholder}</option>
            {shown.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      {uf && !cities.isPending && shown.length === 0 ? (
        <p role="status">{t('docfinder.address.cityNone')}</p>
      ) : null}
    </>
  );
}
