// The side navigation as each role sees it: only the groups and areas the action table allows, in the
// order of the work, and the page the member is on marked for assistive technology.
import type { StaffRole } from '@portal/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderConsole, staffMember } from '../../../test/render-console.tsx';
import { ConsoleNav } from './console-nav.tsx';

afterEach(cleanup);

function navFor(roles: StaffRole[], path = '/') {
  cleanup();
  renderConsole(<ConsoleNav me={staffMember(roles)} />, staffMember(roles), path);
  const nav = screen.getByRole('navigation', { name: 'Console' });
  const groups = within(nav)
    .getAllByRole('list')
    .map((list) => ({
      group: list.getAttribute('aria-labelledby')
        ? (document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent ?? '')
        : '',
      links: within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    }));
  return { nav, groups };
}

describe('ConsoleNav', () => {
  it('shows an editor the content work only', () => {
    expect(navFor(['editor']).groups).toEqual([
      {
        group: 'Conteúdo',
        links: ['Conteúdos', 'Produtos', 'Eventos', 'Cursos', 'Links públicos', 'Vitrines da home'],
      },
    ]);
  });

  it('shows an admin people and reports, and no desk', () => {
    expect(navFor(['admin']).groups).toEqual([
      {
        group: 'Conteúdo',
        links: ['Conteúdos', 'Produtos', 'Eventos', 'Cursos', 'Links públicos', 'Vitrines da home'],
      },
      { group: 'Pessoas', links: ['Profissionais', 'Equipe'] },
      { group: 'Acompanhamento', links: ['Relatórios', 'Trilha de auditoria', 'E-mails'] },
    ]);
  });

  it('shows the desks to their officers and verification to the verifier', () => {
    expect(navFor(['mi_officer']).groups.map((g) => g.group)).toEqual(['Conteúdo', 'Atendimento']);
    expect(navFor(['mi_officer', 'pv_officer']).groups[1]).toEqual({
      group: 'Atendimento',
      links: ['Informação médica', 'Farmacovigilância'],
    });
    const verifier = navFor(['verifier']).groups;
    expect(verifier[0]?.links).toEqual(['Conteúdos', 'Produtos', 'Eventos', 'Cursos']);
    expect(verifier[1]).toEqual({ group: 'Pessoas', links: ['Verificação'] });
  });

  it('marks the current area as the page, and as current on a record inside it', () => {
    const { nav } = navFor(['admin'], '/audit');
    expect(within(nav).getByRole('link', { name: 'Trilha de auditoria' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Relatórios' }).hasAttribute('aria-current')).toBe(false);
    const inside = navFor(['admin'], '/staff/42').nav;
    expect(within(inside).getByRole('link', { name: 'Equipe' }).getAttribute('aria-current')).toBe('true');
    expect(
      within(inside)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });
});
