// A group of checkboxes choosing several values (roles, countries), with its legend and one error.
export function ChoiceFieldset<T extends string>({
  id,
  legend,
  options,
  selected,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: readonly { value: T; label: string }[];
  selected: readonly T[];
  onChange: (next: T[]) => void;
  error?: string | null;
}) {
  return (
    <fieldset className="admin-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="admin-check">
          <input
            type="checkbox"
            name={id}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...selected, option.value]
                  : selected.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
