// A group of checkboxes (specialties, notification kinds): a legend, a grid of choices, and the group's
// error below it, which the fieldset names as its description.
import type { ComponentProps } from 'react';

export function ChoiceGroup<V extends string>({
  legend,
  options,
  labelOf,
  input,
  error,
  errorId,
  alert,
  disabled,
}: {
  legend: string;
  options: readonly V[];
  labelOf: (value: V) => string;
  /** One choice's checkbox props: a name with checked/onChange, or a react-hook-form registration. */
  input: (value: V) => ComponentProps<'input'>;
  error?: string | null | undefined;
  errorId?: string;
  /** Announce the error at once (it appears on submit, not while typing). */
  alert?: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset className="choice-group" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="choice-group__legend">{legend}</legend>
      <ul className="grid-list choice-group__list">
        {options.map((value) => (
          <li key={value}>
            <label className="choice">
              <input type="checkbox" value={value} {...input(value)} />
              <span>{labelOf(value)}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="field__error" role={alert ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
