// The search landmark: one labelled input and a submit button. The input follows the URL term, so going
// back in history refills it (without remounting, which would drop the keyboard focus).
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_QUERY_LENGTH, normaliseQuery } from '../lib/search-query.ts';

export function SearchForm({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  useEffect(() => setValue(initial), [initial]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(normaliseQuery(value));
  };
  return (
    <search
      className="search-form"
      aria-label={t('contentSearch.search.formLabel')}
      data-testid="search-form"
    >
      <form onSubmit={onSubmit}>
        <div className="field search-form__field">
          <label className="field__label" htmlFor={`${id}-q`}>
            {t('contentSearch.search.inputLabel')}
          </label>
          <p id={`${id}-hint`} className="field__hint">
            {t('contentSearch.search.inputHint')}
          </p>
          <div className="search-form__row">
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              className="field__input search-form__input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              maxLength={MAX_QUERY_LENGTH}
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby={`${id}-hint`}
              data-testid="search-input"
            />
            <button type="submit" className="button button--primary" data-testid="search-submit">
              {t('contentSearch.search.submit')}
            </button>
          </div>
        </div>
      </form>
    </search>
  );
}
