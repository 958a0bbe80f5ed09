// An accessible multi-select: a fieldset of checkboxes named by their labels in the member's language
// (never internal codes), in the given order. Past `filterFrom` options a search box narrows the list
// and the chosen ones stay in view as removable chips, so a long list never hides what is picked.
// Native checkboxes keep keyboard and screen-reader behaviour the browser's own.
//
// Use: <MultiSelect id="content-specialties" label={t('editor.specialties')} selected={codes}
//        onChange={setCodes} options={SPECIALTIES.map((s) => ({ value: s, label: t(`specialtyNames.${s}`) }))} />
import { type ReactNode, useId, useState } from 'react';
import { useI18n } from '../lib/i18n.tsx';
import './multi-select.css';

export interface MultiSelectOption {
  value: string;
  label: string;
}

/** Accents and case aside: "cardio" finds "Cardiología". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function MultiSelect({
  id,
  label,
  options,
  selected,
  onChange,
  hint,
  error,
  optionError,
  filterFrom = 8,
  children,
}: {
  id: string;
  label: string;
  options: readonly MultiSelectOption[];
  selected: readonly string[];
  onChange: (next: string[]) => void;
  hint?: string | undefined;
  /** The field's error, already translated. */
  error?: string | null | undefined;
  /** One option's error (a product not shown in a country), already translated. */
  optionError?: (value: string) => string | null;
  /** From how many options on the filter and the chips appear. */
  filterFrom?: number;
  /** Said under the legend (loading, "choose countries first"). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const [filter, setFilter] = useState('');
  const listId = useId();
  const long = options.length > filterFrom;
  const shown = long && filter ? options.filter((o) => fold(o.label).includes(fold(filter))) : options;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  // Kept in the options' order, so the saved list does not depend on the clicking order.
  const set = (value: string, on: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === value ? on : selected.includes(v))));
  const remove = (value: string) => onChange(selected.filter((v) => v !== value));

  return (
    <fieldset
      id={id}
      className="admin-fieldset multi-select"
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend>{label}</legend>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {long ? (
        <>
          <ul
            className="multi-select__chips"
            aria-label={t('multiSelect.selected', { count: selected.length })}
          >
            {selected.map((value) => (
              <li key={value}>
                <button
                  type="button"
                  className="multi-select__chip"
                  aria-label={t('multiSelect.remove', { label: labelOf(value) })}
                  onClick={() => remove(value)}
                >
                  {labelOf(value)} <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <label className="field__label" htmlFor={`${id}-filter`}>
            {t('multiSelect.filter', { label })}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className="field__input multi-select__filter"
            aria-controls={listId}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </>
      ) : null}
      <div id={listId} className="multi-select__options">
        {shown.length === 0 && filter ? <p className="admin-note">{t('multiSelect.noMatch')}</p> : null}
        {shown.map((option) => {
          const checked = selected.includes(option.value);
          const problem = checked ? (optionError?.(option.value) ?? null) : null;
          const problemId = `${id}-${option.value}-error`;
          return (
            <div key={option.value}>
              <label className="admin-check">
                <input
                  type="checkbox"
                  value={option.value}
                  checked={checked}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? problemId : undefined}
                  onChange={(event) => set(option.value, event.target.checked)}
                />
                {option.label}
              </label>
              {problem ? (
                <p id={problemId} className="field__error">
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
