// The searchable select as a person uses it: typing narrows the list (accents and case aside), the keys
// of the ARIA combobox pattern move and choose, only an option of the list becomes the value, and the
// state select built on it finds a state by name, spelling or code.
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { Combobox } from './combobox.tsx';
import { StateSelect } from './state-select.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const cities = [
  { value: '3550308', label: 'São Paulo' },
  { value: '3549904', label: 'São José dos Campos' },
  { value: '3548500', label: 'Santos' },
  { value: '1501402', label: 'Belém' },
  { value: '3106200', label: 'Belo Horizonte' },
];

/** The field inside a form, holding its value as a form would; `onChange` sees every change. */
function CityForm({
  initial = '',
  onChange,
  onSubmit,
}: {
  initial?: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Combobox
        id="city"
        label="Cidade"
        options={cities}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <span data-testid="value">{value}</span>
      <button type="submit">Salvar</button>
    </form>
  );
}

function renderCity(initial = '') {
  const onChange = vi.fn<(value: string) => void>();
  const onSubmit = vi.fn<() => void>();
  renderPortal(<CityForm initial={initial} onChange={onChange} onSubmit={onSubmit} />);
  return { onChange, onSubmit, input: screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement };
}

const value = () => screen.getByTestId('value').textContent;
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Combobox', () => {
  it('is a collapsed ARIA combobox tied to its listbox until opened', async () => {
    const user = userEvent.setup();
    const { input } = renderCity();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(listbox?.getAttribute('role')).toBe('listbox');
    expect(listbox?.getAttribute('aria-label')).toBe('Opções');
    expect(optionNames()).toEqual([]);

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(cities.length);
  });

  it('narrows the list as the person types, ignoring accents and case', async () => {
    const user = userEvent.setup();
    const { input } = renderCity();
    await user.type(input, 'sao');
    expect(optionNames()).toEqual(['São Paulo', 'São José dos Campos']);
    await user.clear(input);
    // Typing on in the open list: a click would toggle it shut.
    await user.type(input, 'BELÉM', { skipClick: true });
    expect(optionNames()).toEqual(['Belém']);
    await user.clear(input);
    await user.type(input, 'bel', { skipClick: true });
    expect(optionNames()).toEqual(['Belém', 'Belo Horizonte']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('says when nothing matches and collapses the list', async () => {
    const user = userEvent.setup();
    const { input } = renderCity();
    await user.type(input, 'Xique');
    expect(optionNames()).toEqual([]);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('Nenhuma opção corresponde a “Xique”.');
  });

  it('moves with ArrowDown/ArrowUp through aria-activedescendant and chooses with Enter, not sending the form', async () => {
    const user = userEvent.setup();
    const { input, onChange, onSubmit } = renderCity();
    input.focus();
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(input)).toBe('São Paulo');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toBe('Santos');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toBe('São José dos Campos');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toBe('São Paulo');
    // The active option is the one marked for sight too.
    expect(screen.getByRole('option', { name: 'São Paulo' }).className).toContain('combobox__option--active');

    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('3549904');
    expect(value()).toBe('3549904');
    expect(input.value).toBe('São José dos Campos');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves within the filtered list and reopens at the chosen option, marked selected', async () => {
    const user = userEvent.setup();
    const { input } = renderCity();
    await user.type(input, 'bel');
    expect(activeOption(input)).toBe('Belém');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(value()).toBe('3106200');

    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toHaveLength(cities.length);
    expect(activeOption(input)).toBe('Belo Horizonte');
    expect(screen.getByRole('option', { name: 'Belo Horizonte' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('option', { name: 'Belém' }).getAttribute('aria-selected')).toBe('false');
  });

  it('closes on Escape and puts back the chosen option’s name', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderCity('3548500');
    expect(input.value).toBe('Santos');
    await user.clear(input);
    await user.type(input, 'bel');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('Santos');
    expect(value()).toBe('3548500');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('chooses the option clicked', async () => {
    const user = userEvent.setup();
    const { input } = renderCity();
    await user.type(input, 'o');
    await user.click(screen.getByRole('option', { name: 'Belo Horizonte' }));
    expect(value()).toBe('3106200');
    expect(input.value).toBe('Belo Horizonte');
    expect(document.activeElement).toBe(input);
  });

  it('takes a name typed in full as the choice, accents and case aside, and shows its proper name on leaving', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderCity();
    await user.type(input, 'sao paulo');
    // Chosen already while typing: saving right after finds it.
    expect(value()).toBe('3550308');
    await user.tab();
    expect(input.value).toBe('São Paulo');
    expect(value()).toBe('3550308');
    expect(onChange.mock.calls.every(([chosen]) => chosen === '3550308')).toBe(true);
  });

  it('puts back the chosen name when the field is left with text that names no option', async () => {
    const user = userEvent.setup();
    const { input, onChange } = renderCity('1501402');
    await user.clear(input);
    await user.type(input, 'Belo');
    await user.tab();
    expect(input.value).toBe('Belém');
    expect(value()).toBe('1501402');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the value when the field is left empty', async () => {
    const user = userEvent.setup();
    const { input } = renderCity('1501402');
    await user.clear(input);
    await user.tab();
    expect(value()).toBe('');
    expect(input.value).toBe('');
  });
});

/** The state select holding its value as a form would. */
function StateForm({ onChange }: { onChange: (value: string) => void }) {
  const [state, setState] = useState('');
  return (
    <StateSelect
      id="state"
      value={state}
      onChange={(next) => {
        onChange(next);
        setState(next);
      }}
    />
  );
}

describe('StateSelect', () => {
  it('is labelled as the country calls it and finds a state by its common spelling or code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(value: string) => void>();
    renderPortal(<StateForm onChange={onChange} />, { country: 'MX' });
    const input = screen.getByRole('combobox', { name: 'Estado de la República' }) as HTMLInputElement;

    await user.type(input, 'nuevo leon');
    expect(optionNames()).toEqual(['Nuevo León']);
    await user.clear(input);
    await user.type(input, 'cdmx', { skipClick: true });
    expect(optionNames()).toEqual(['Ciudad de México']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('MX-CMX');
    expect(input.value).toBe('Ciudad de México');
  });

  it('offers the chosen country’s states only', async () => {
    const user = userEvent.setup();
    renderPortal(<StateForm onChange={vi.fn()} />, { country: 'BR' });
    const input = screen.getByRole('combobox', { name: 'Estado' });
    await user.click(input);
    expect(optionNames()).toHaveLength(27);
    expect(optionNames()).toContain('São Paulo');
    expect(optionNames()).not.toContain('Jalisco');
  });
});
