// An on/off switch (button role="switch") labelled by its visible title and described by its text.
import { useId } from 'react';

interface SwitchProps {
  label: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Shown instead of the on/off state, e.g. "Always active". */
  stateText?: string;
  testId?: string;
}

export function Switch({ label, description, checked, onChange, disabled, stateText, testId }: SwitchProps) {
  const id = useId();
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <span className="switch-row__label" id={`${id}-label`}>
          {label}
        </span>
        <p className="switch-row__description" id={`${id}-description`}>
          {description}
        </p>
      </div>
      <div className="switch-row__control">
        {stateText ? (
          <span className="switch-row__state" aria-hidden="true">
            {stateText}
          </span>
        ) : null}
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-description`}
          disabled={disabled}
          data-testid={testId}
          onClick={() => onChange?.(!checked)}
        >
          <span className="switch__thumb" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
