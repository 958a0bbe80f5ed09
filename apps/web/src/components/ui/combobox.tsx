// A searchable select (the ARIA 1.2 combobox with a listbox popup): the user types part of a name, the
// list narrows, arrows move through it, Enter or a click chooses. Only an option of the list becomes the
// value; text that names none is put back to the chosen option's label when the field is left.
// Keyboard: ArrowDown opens and moves, ArrowUp moves, Enter chooses, Escape closes (restoring the text).
import { type KeyboardEvent, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlAria, Field } from './form-field.tsx';

export interface ComboboxOption {
  value: string;
  label: string;
}

interface ComboboxProps<Option extends ComboboxOption> {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  options: readonly Option[];
  /** Whether an option matches the typed text; by default its label contains it (case aside). */
  matches?: (option: Option, text: string) => boolean;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  autoComplete?: string;
  testId?: string;
  /** Nothing to choose from yet (e.g. no state chosen); `placeholder` says why. */
  disabled?: boolean;
  placeholder?: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

const containsLabel = (option: ComboboxOption, text: string) => fold(option.label).includes(fold(text));

export function Combobox<Option extends ComboboxOption>({
  id,
  label,
  required,
  hint,
  error,
  options,
  matches = containsLabel,
  value,
  onChange,
  onBlur,
  inputRef,
  autoComplete = 'off',
  testId,
  disabled,
  placeholder,
}: ComboboxProps<Option>) {
  const { t } = useTranslation();
  const listId = `${id}-listbox`;
  const optionPrefix = `${id}-option`;
  const selected = options.find((option) => option.value === value);
  const selectedLabel = selected?.label ?? '';
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Typed since the list opened: the list shows the matches of the text, not every option.
  const [filtering, setFiltering] = useState(false);
  // The value before this round of typing (a name typed in full chooses at once; Escape undoes it).
  const before = useRef<string | null>(null);

  // The value may change from outside (a reset, a saved value arriving): show its label.
  useEffect(() => {
    if (!open) setText(selectedLabel);
  }, [selectedLabel, open]);

  // The whole list until the user types; then the options that match the text.
  const shown = useMemo(
    () => (filtering ? options.filter((option) => matches(option, text)) : options),
    [options, matches, text, filtering],
  );
  const expanded = open && shown.length > 0;
  const activeId = expanded && active >= 0 && active < shown.length ? `${optionPrefix}-${active}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const openList = () => {
    setOpen(true);
    setFiltering(false);
    setActive(
      Math.max(
        0,
        shown.findIndex((option) => option.value === value),
      ),
    );
  };
  const choose = (option: Option) => {
    before.current = null;
    onChange(option.value);
    setText(option.label);
    setOpen(false);
    setActive(-1);
    setFiltering(false);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setFiltering(false);
  };
  /** The one option whose label is exactly the text (accents and case aside), if any. */
  const exactOption = (typed: string) => {
    const wanted = fold(typed);
    const exact = wanted ? options.filter((option) => fold(option.label) === wanted) : [];
    return exact.length === 1 ? exact[0] : undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded || event.altKey) openList();
      else setActive((index) => Math.min(index + 1, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (event.altKey) close();
      else if (expanded) setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded) {
      // Choosing an option must not send the form.
      event.preventDefault();
      const option = shown[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      const previous = before.current ?? value;
      if (previous !== value) onChange(previous);
      setText(options.find((option) => option.value === previous)?.label ?? '');
      before.current = null;
      close();
    }
  };

  // Leaving the field: a text that is exactly one option's label chooses it; any other is put back.
  const onInputBlur = () => {
    before.current = null;
    const typed = fold(text);
    const exact = exactOption(text);
    if (exact) choose(exact);
    else if (!typed) {
      if (value) onChange('');
      close();
    } else {
      setText(selectedLabel);
      close();
    }
    onBlur?.();
  };

  return (
    <Field id={id} label={label} required={required} hint={hint} error={error}>
      <div className="combobox">
        <input
          {...controlAria(id, { error, hint })}
          ref={inputRef}
          className="field__input combobox__input"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-required={required || undefined}
          autoComplete={autoComplete}
          spellCheck={false}
          value={text}
          data-testid={testId}
          disabled={disabled}
          placeholder={placeholder}
          onChange={(event) => {
            const typed = event.target.value;
            if (before.current === null) before.current = value;
            setText(typed);
            setOpen(true);
            setFiltering(true);
            setActive(0);
            // A name typed in full is the choice at once: saving right after typing never finds it empty.
            const exact = exactOption(typed);
            if (exact) {
              if (exact.value !== value) onChange(exact.value);
            } else if (value !== before.current) {
              // Typing on past a full name ("Ribeira" on the way to "Ribeirão Preto") takes that choice
              // back: the value is the one the field had before this edit.
              onChange(before.current ?? '');
            }
          }}
          onClick={() => (expanded ? close() : openList())}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        <div
          id={listId}
          role="listbox"
          // Not the field's label: a label matches one control, the input (tests and voice control look
          // the field up by it).
          aria-label={t('common.combobox.listLabel')}
          className="combobox__list"
          hidden={!expanded}
          // Keeps the focus in the input while an option is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {expanded
            ? shown.map((option, index) => (
                // The input handles the keys (aria-activedescendant); the pointer chooses here.
                // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard through the combobox input
                // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
                <div
                  key={option.value}
                  id={`${optionPrefix}-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  className={
                    index === active ? 'combobox__option combobox__option--active' : 'combobox__option'
                  }
                  onClick={() => choose(option)}
                >
                  {option.label}
                </div>
              ))
            : null}
        </div>
        <p className="combobox__status" role="status">
          {open && text.trim() && shown.length === 0
            ? t('common.combobox.noMatch', { text: text.trim() })
            : ''}
        </p>
      </div>
    </Field>
  );
}
