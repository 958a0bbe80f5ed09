// Brazil's city field in a form: the chosen UF's cities (from the query cache here, as if loaded), found as
// typed with accents and case aside; waiting for a UF or for the list says so; the form's rule shows.
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '#test/render-portal.tsx';
import { docfinderKeys } from '../api/docfinder.ts';
import { CityField } from './city-field.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

const spCities = [{ name: 'Ribeirão Preto' }, { name: 'Ribeira' }, { name: 'São Paulo' }, { name: 'Santos' }];

function AddressForm({ uf, onSave }: { uf: string; onSave: (values: { city: string }) => void }) {
  const { control, handleSubmit } = useForm<{ city: string }>({ defaultValues: { city: '' } });
  return (
    <form onSubmit={handleSubmit(onSave)} noValidate>
      <CityField control={control} uf={uf} validate={(value) => (value ? true : 'Campo obrigatório.')} />
      <button type="submit">Salvar endereço</button>
    </form>
  );
}

function renderCityField(uf: string, cached = true) {
  const onSave = vi.fn<(values: { city: string }) => void>();
  renderPortal(<AddressForm uf={uf} onSave={onSave} />, {
    queryData: cached ? [[docfinderKeys.cities(uf), spCities]] : [],
  });
  return { onSave, input: screen.getByRole('combobox', { name: /Cidade/ }) as HTMLInputElement };
}

describe('CityField', () => {
  it('finds the UF’s city as typed and saves the chosen name', async () => {
    const user = userEvent.setup();
    const { input, onSave } = renderCityField('SP');
    expect(input.disabled).toBe(false);
    await user.type(input, 'RIBEIRAO');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Ribeirão Preto']);
    await user.keyboard('{Enter}');
    expect(input.value).toBe('Ribeirão Preto');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(onSave).toHaveBeenCalledWith({ city: 'Ribeirão Preto' }, expect.anything());
  });

  it('finds a city typed with a doubled space, as the doctor-finder’s search does', async () => {
    const user = userEvent.setup();
    const { input } = renderCityField('SP');
    await user.type(input, 'sao  paulo');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['São Paulo']);
  });

  it('shows the form’s rule next to the field when nothing was chosen', async () => {
    const user = userEvent.setup();
    const { input, onSave } = renderCityField('SP');
    await user.type(input, 'Sao Paul');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Campo obrigatório.')).toBeTruthy();
    // Left with a name that is no city, the field shows no invented choice.
    expect(input.value).toBe('');
  });

  it('never keeps a city the typing went past on its way to another', async () => {
    const user = userEvent.setup();
    const { input, onSave } = renderCityField('SP');
    // "Ribeira" is a city of its own; typing on towards Ribeirão Preto must not leave it chosen.
    await user.type(input, 'Ribeirao Pret');
    await user.click(screen.getByRole('button', { name: 'Salvar endereço' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(input.value).not.toBe('Ribeira');
  });

  it('waits for a UF before offering cities', () => {
    const { input } = renderCityField('');
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('Selecione primeiro a UF');
  });

  it('says the cities are loading while the list is on its way', async () => {
    // The list's request never answers in this test: the field stays waiting.
    const fetchMock = vi.spyOn(window, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const { input } = renderCityField('RJ', false);
    await act(async () => {});
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/states/RJ/cities');
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('Carregando as cidades…');
  });
});
