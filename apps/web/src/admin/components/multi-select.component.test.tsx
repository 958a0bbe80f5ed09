// The console's multi-select as a member uses it: options named in the member's language inside a
// named group, the saved list in the options' order whatever the clicking order, and past the threshold
// a filter (accents aside) with the chosen ones kept in view as chips that remove them.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, staffMember } from '../../../test/render-console.tsx';
import { MultiSelect, type MultiSelectOption } from './multi-select.tsx';

afterEach(cleanup);

const SPECIALTIES: MultiSelectOption[] = [
  { value: 'cardiology', label: 'Cardiologia' },
  { value: 'womens_health', label: 'Saúde da mulher' },
  { value: 'oncology', label: 'Oncologia' },
];

function Harness({
  options,
  initial,
  onChange,
  filterFrom,
}: {
  options: MultiSelectOption[];
  initial: string[];
  onChange: (next: string[]) => void;
  filterFrom?: number;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <MultiSelect
      id="specialties"
      label="Especialidades"
      options={options}
      selected={selected}
      filterFrom={filterFrom}
      error={selected.length === 0 ? 'Obrigatório' : null}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

describe('multi-select', () => {
  it('names options by label in a group and keeps the options order', async () => {
    const onChange = vi.fn();
    renderConsole(
      <Harness options={SPECIALTIES} initial={[]} onChange={onChange} />,
      staffMember(['editor']),
    );
    const user = userEvent.setup();
    const group = screen.getByRole('group', { name: 'Especialidades' });
    expect(group.getAttribute('aria-describedby')).toBe('specialties-error');
    expect(screen.queryByRole('checkbox', { name: 'oncology' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Oncologia' }));
    await user.click(screen.getByRole('checkbox', { name: 'Cardiologia' }));
    expect(onChange).toHaveBeenLastCalledWith(['cardiology', 'oncology']);
    expect(group.getAttribute('aria-describedby')).toBeNull();
    // Short lists need no filter.
    expect(screen.queryByRole('searchbox')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Cardiologia' }));
    expect(onChange).toHaveBeenLastCalledWith(['oncology']);
  });

  it('filters a long list without losing sight of what is chosen', async () => {
    const onChange = vi.fn();
    renderConsole(
      <Harness options={SPECIALTIES} initial={['oncology']} onChange={onChange} filterFrom={2} />,
      staffMember(['editor']),
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar Especialidades' }), 'saude');
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual([
      'Saúde da mulher',
    ]);
    const chips = screen.getByRole('list', { name: '1 selecionado(s)' });
    expect(chips.textContent).toContain('Oncologia');
    await user.click(screen.getByRole('checkbox', { name: 'Saúde da mulher' }));
    expect(onChange).toHaveBeenLastCalledWith(['womens_health', 'oncology']);
    await user.click(screen.getByRole('button', { name: 'Remover Oncologia' }));
    expect(onChange).toHaveBeenLastCalledWith(['womens_health']);
    await user.clear(screen.getByRole('searchbox', { name: 'Filtrar Especialidades' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filtrar Especialidades' }), 'xyz');
    expect(screen.getByText('Nada encontrado para esse filtro.')).toBeTruthy();
  });
});
