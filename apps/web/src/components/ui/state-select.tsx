// The state field of every form (decision 010): the country's ISO 3166-2 subdivisions, searchable by
// name, spelling or code, labelled as the country calls them; the value is the code the API stores.
import { type StateOption, stateMatches, statesOf } from '@portal/countries/states';
import { type Ref, useMemo } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useCountry } from '#lib/country.ts';
import { Combobox } from './combobox.tsx';

interface StateSelectProps {
  id: string;
  /** By default the country's name for the field (Región, Estado de la República, Estado, Provincia). */
  label?: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}

type StateChoice = StateOption & { label: string };

const matches = (option: StateChoice, text: string) => stateMatches(option, text);

export function StateSelect({ label, ...props }: StateSelectProps) {
  const country = useCountry();
  const options = useMemo(
    () => statesOf(country).map((state): StateChoice => ({ ...state, label: state.name })),
    [country],
  );
  return (
    <Combobox
      {...props}
      label={label ?? country.labels.state}
      options={options}
      matches={matches}
      autoComplete="off"
    />
  );
}

/**
 * The required `state` field of a react-hook-form form, with its rule's message as the error. A saved
 * value may be no state of the country (a text from before states were codes): `validate` says so.
 */
export function StateField<T extends FieldValues & { state: string }>({
  control,
  validate,
  ...props
}: {
  control: Control<T>;
  validate: (value: string) => true | string;
  id: string;
  hint: string;
}) {
  const { field, fieldState } = useController({
    control,
    name: 'state' as Path<T>,
    rules: { validate: (value) => validate(value as string) },
  });
  return (
    <StateSelect
      {...props}
      required
      error={fieldState.error?.message}
      value={field.value as string}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
