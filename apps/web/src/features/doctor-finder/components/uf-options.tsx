// The options of a Brazilian UF select: a "choose" placeholder, then the 27 states as "SP – São Paulo".

import type { BrazilState } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

export function UfOptions({ states }: { states: BrazilState[] | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t('docfinder.address.statePlaceholder')}</option>
      {(states ?? []).map((s) => (
        <option key={s.code} value={s.code}>
          {s.code} – {s.name}
        </option>
      ))}
    </>
  );
}
