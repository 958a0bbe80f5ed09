// The console's rich-text field as an editor uses it: the toolbar is one tab stop with arrow keys
// between labelled buttons, bold and lists change the HTML handed on, a link takes only an address the
// server keeps (javascript: is refused beside the field), and the answer profile offers no headings
// or tables (its allowlist has none).
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderConsole, staffMember } from '../../../../test/render-console.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';
import type { RichTextProfile } from './rich-text-extensions.ts';

afterEach(cleanup);

function Harness({
  initial,
  profile,
  onChange,
}: {
  initial: string;
  profile: RichTextProfile;
  onChange: (html: string) => void;
}) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <span id="body-label">Conteúdo</span>
      <RichTextEditor
        id="body"
        labelId="body-label"
        label="Conteúdo"
        profile={profile}
        value={html}
        onChange={(next) => {
          setHtml(next);
          onChange(next);
        }}
      />
    </>
  );
}

function setup(initial: string, profile: RichTextProfile = 'content') {
  const onChange = vi.fn();
  renderConsole(<Harness initial={initial} profile={profile} onChange={onChange} />, staffMember(['editor']));
  return { onChange, box: screen.getByRole('textbox', { name: 'Conteúdo' }), user: userEvent.setup() };
}

const lastHtml = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.calls.at(-1)?.[0] as string;

describe('rich-text editor', () => {
  it('is a labelled text box under a toolbar that is one tab stop with arrow keys', async () => {
    const { box, user } = setup('<p>Pressão arterial</p>');
    expect(box.getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatação de Conteúdo' });
    expect(toolbar.getAttribute('aria-controls')).toBe('body');
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Negrito',
      'Itálico',
      'Título de seção',
      'Subtítulo',
      'Lista com marcadores',
      'Lista numerada',
      'Citação',
      'Link',
      'Inserir tabela',
    ]);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Itálico' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Inserir tabela' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Negrito' }));
    expect(screen.getByRole('button', { name: 'Negrito' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('makes the selection bold and a list, handing on the HTML', async () => {
    const { box, user, onChange } = setup('<p>Meça a pressão</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Negrito' }));
    await waitFor(() => expect(lastHtml(onChange)).toBe('<p><strong>Meça a pressão</strong></p>'));
    expect(screen.getByRole('button', { name: 'Negrito' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Lista com marcadores' }));
    await waitFor(() =>
      expect(lastHtml(onChange)).toMatch(/^<ul><li><p><strong>Meça a pressão<\/strong><\/p><\/li><\/ul>/),
    );
  });

  it('links the selection to an address the server keeps, refusing javascript:', async () => {
    const { box, user, onChange } = setup('<p>Diretriz</p>');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const address = screen.getByLabelText('Endereço do link (https://… ou mailto:…)');
    expect(document.activeElement).toBe(address);
    await user.clear(address);
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use um endereço que comece com https://, http:// ou mailto:')).toBeTruthy();
    await user.clear(address);
    await user.type(address, 'https://diretrizes.example/has{Enter}');
    await waitFor(() =>
      expect(lastHtml(onChange)).toBe('<p><a href="https://diretrizes.example/has">Diretriz</a></p>'),
    );
    expect(screen.queryByLabelText('Endereço do link (https://… ou mailto:…)')).toBeNull();
  });

  it('shows a value set from outside, and offers answers no headings or tables', () => {
    setup('<p>Resposta</p>', 'answer');
    expect(screen.getByRole('textbox', { name: 'Conteúdo' }).textContent).toBe('Resposta');
    expect(screen.queryByRole('button', { name: 'Título de seção' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Inserir tabela' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Lista numerada' })).toBeTruthy();
  });
});
