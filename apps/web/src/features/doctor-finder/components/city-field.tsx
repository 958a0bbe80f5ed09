// Brazil's city field: ONE combobox over the chosen UF's cities (loaded on demand) that narrows as the
// physician types; choosing from the list, or typing a name in full, sets the value (components/ui/combobox).
import { useMemo } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '#components/ui/combobox.tsx';
import { useCities } from '../api/docfinder.ts';
import { docfinderSearchText } from '../lib/search-text.ts';

interface CityFieldProps<T extends FieldValues & { city: string }> {
  control: Control<T>;
  uf: string;
  validate: (value: string) => true | string;
}

const matches = (option: ComboboxOption, text: string) =>
  docfinderSearchText(option.label).includes(docfinderSearchText(text));

export function CityField<T extends FieldValues & { city: string }>({
  control,
  uf,
  validate,
}: CityFieldProps<T>) {
  const { t } = useTranslation();
  const cities = useCities(uf);
  const { field, fieldState } = useController({
    control,
    name: 'city' as Path<T>,
    rules: { validate: (value) => validate(value as string) },
  });
  const options = useMemo(
    () => (cities.data ?? []).map(({ name }) => ({ value: name, label: name })),
    [cities.data],
  );
  const waiting = !uf || cities.isPending;
  return (
    <Combobox
      id="address-city"
      label={t('docfinder.address.city')}
      hint={t('docfinder.address.cityHint')}
      required
      error={fieldState.error?.message}
      options={options}
      matches={matches}
      // Until the list is here, the saved city stays the value (and shows once its option exists).
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      autoComplete="address-level2"
      disabled={waiting}
      placeholder={
        !uf
          ? t('docfinder.address.cityPlaceholder')
          : cities.isPending
            ? t('docfinder.address.cityLoading')
            : undefined
      }
    />
  );
}
