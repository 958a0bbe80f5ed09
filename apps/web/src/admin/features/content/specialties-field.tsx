// The item's specialties as the member reads them (Cardiologia, Oncología), not codes: the portal's
// specialties, and any code an older version carries that the list no longer has (shown as written, so
// it can still be unpicked).
import { SPECIALTIES } from '@portal/countries';
import { MultiSelect } from '../../components/multi-select.tsx';
import { useI18n } from '../../lib/i18n.tsx';

export function SpecialtiesField({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const { t } = useI18n();
  const known: readonly string[] = SPECIALTIES;
  const options = [
    ...SPECIALTIES.map((code) => ({ value: code, label: t(`specialtyNames.${code}`) })),
    ...selected.filter((code) => !known.includes(code)).map((code) => ({ value: code, label: code })),
  ];
  return (
    <MultiSelect
      id="content-specialties"
      label={t('editor.specialties')}
      options={options}
      selected={selected}
      onChange={onChange}
    />
  );
}
