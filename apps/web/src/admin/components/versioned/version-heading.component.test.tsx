// A record's page head and its per-country lines (issue 36 item 5): the title as the page's one heading,
// the state badge beside it and the way back to the list (PageHeader); the dates of the lines as <time>
// elements carrying the instant, worded in the member's language.
import type { ItemState } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, staffMember } from '../../../../test/render-console.tsx';
import { CountryStates } from '../catalogue/country-states.tsx';
import { VersionHeading } from './version-summary.tsx';

afterEach(cleanup);

const state: ItemState = {
  work: null,
  countries: [
    {
      country: 'BR',
      state: 'published',
      since: '2026-06-01T12:00:00.000Z',
      expiresAt: '2026-09-01T00:00:00.000Z',
    },
    { country: 'MX', state: 'approved', since: null, expiresAt: null },
  ],
  publishable: ['MX'],
  withdrawable: ['BR'],
  unversioned: false,
  approvalExpiresAt: '2026-09-01T00:00:00.000Z',
};

describe('VersionHeading', () => {
  it('says the title, where the record stands and the way back to its list', () => {
    renderConsole(
      <VersionHeading
        version={{
          title: 'Arritmias na prática',
          status: 'approved',
          version: 2,
          countries: ['BR', 'MX'],
          authorEmail: 'editor@example.com',
          reviewerEmail: 'reviewer@example.com',
          reviewComment: null,
        }}
        statusTestId="event-status"
        state={state}
        back={{ to: '/events', label: 'Eventos' }}
      />,
      staffMember(['editor']),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Arritmias na prática');
    expect(screen.getByTestId('event-status').textContent).toBe('Publicado');
    const back = within(screen.getByRole('navigation', { name: 'Caminho' })).getByRole('link');
    expect([back.textContent, back.getAttribute('href')]).toEqual(['Eventos', '/events']);
    expect(screen.getByText('Versão 2 · BR, MX')).toBeTruthy();
  });
});

describe('CountryStates', () => {
  it('gives each date as a <time> with the instant', () => {
    renderConsole(<CountryStates state={state} idPrefix="event-" />, staffMember(['editor']));
    const brazil = screen.getByTestId('event-country-BR');
    const times = brazil.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2026-06-01T12:00:00.000Z',
      '2026-09-01T00:00:00.000Z',
    ]);
    expect(brazil.textContent).toMatch(/^BR: Publicado \(no ar desde .+, até .+\)$/);
    expect(screen.getByTestId('event-country-MX').querySelectorAll('time')).toHaveLength(0);
    const expiry = screen.getByText(/^A aprovação vence em/);
    expect(expiry.querySelector('time')?.getAttribute('datetime')).toBe('2026-09-01T00:00:00.000Z');
  });
});
