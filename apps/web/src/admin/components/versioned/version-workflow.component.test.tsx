// The console's version workflow as each role sees it: only the actions that make sense for the record's
// status and the member's roles, the reviewer never on their own work, and the outcome said after a call.
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, staffMember } from '../../../../test/render-console.tsx';
import type { VersionFacts } from './version-summary.tsx';
import { VersionWorkflow, type WorkflowApi } from './version-workflow.tsx';

afterEach(cleanup);

const version = (status: VersionFacts['status'], authorEmail = 'editor@example.com'): VersionFacts => ({
  title: 'Hipertensão resistente',
  status,
  version: 2,
  countries: ['BR', 'MX'],
  authorEmail,
  reviewerEmail: null,
  reviewComment: null,
});

function fakeApi() {
  const answer = { id: 'c1' };
  return {
    kind: { path: '/content', write: 'content.write', review: 'content.review', publish: 'content.publish' },
    query: (id: string) => ({ queryKey: ['admin', 'content', id] }),
    listQuery: { queryKey: ['admin', 'content'] },
    submit: vi.fn(async () => answer),
    withdraw: vi.fn(async () => answer),
    publish: vi.fn(async () => answer),
  } satisfies WorkflowApi<typeof answer>;
}

function workflow(api: ReturnType<typeof fakeApi>, facts: VersionFacts) {
  return (
    <VersionWorkflow
      api={api}
      id="c1"
      version={facts}
      review={{ idPrefix: 'review', withExpiry: true, send: vi.fn(async () => ({ id: 'c1' })) }}
      publications={{
        idPrefix: 'pubs',
        heading: 'Publicações',
        empty: 'Nenhuma',
        entries: [],
        testIdPrefix: 'pub',
      }}
      publish={{ idPrefix: 'publish', withFrom: false }}
    />
  );
}

describe('VersionWorkflow', () => {
  it('offers an editor edit and submit on a draft, and says when it was submitted', async () => {
    const api = fakeApi();
    renderConsole(workflow(api, version('draft')), staffMember(['editor']));
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveProperty(
      'href',
      expect.stringContaining('/content/c1/edit'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar para revisão' }));
    expect(api.submit).toHaveBeenCalledWith('c1');
    expect(await screen.findByText('Enviado para revisão.')).toBeTruthy();
  });

  it('offers no submit or edit while the version is in review', () => {
    renderConsole(workflow(fakeApi(), version('in_review')), staffMember(['editor']));
    expect(screen.queryByRole('button', { name: 'Enviar para revisão' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
  });

  it('gives a reviewer the decision form on another author’s work', () => {
    renderConsole(workflow(fakeApi(), version('in_review')), staffMember(['reviewer']));
    expect(screen.getByRole('radio', { name: /aprovar/i })).toBeTruthy();
    expect(screen.queryByText('Você não pode revisar o próprio trabalho.')).toBeNull();
  });

  it('never lets a reviewer decide on their own work', () => {
    const me = staffMember(['editor', 'reviewer'], 'editor@example.com');
    renderConsole(workflow(fakeApi(), version('in_review', 'editor@example.com')), me);
    expect(screen.getByText('Você não pode revisar o próprio trabalho.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /aprovar/i })).toBeNull();
  });

  it('shows a verifier neither writing, reviewing nor publishing actions', () => {
    renderConsole(workflow(fakeApi(), version('approved')), staffMember(['verifier']));
    expect(screen.queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
