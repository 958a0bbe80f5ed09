// The rich-text field's toolbar, the ARIA toolbar pattern: one tab stop (the last used button), arrow
// keys, Home and End move between buttons; toggles say whether they are on (aria-pressed). "Link" opens
// a small form below the toolbar (address, apply, remove) instead of a browser prompt.
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { type AdminKey, useI18n } from '../../lib/i18n.tsx';
import { LinkForm } from './link-form.tsx';
import type { RichTextProfile } from './rich-text-extensions.ts';

interface Tool {
  key: string;
  label: AdminKey;
  /** What the button shows (decorative: the name comes from `label`). */
  glyph: string;
  run: (editor: Editor) => void;
  /** A toggle's state; absent for actions. */
  active?: (editor: Editor) => boolean;
  /** Shown only when this holds (table actions inside a table). */
  when?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const FORMAT: Tool[] = [
  {
    key: 'bold',
    label: 'richText.bold',
    glyph: 'B',
    run: (e) => chain(e).toggleBold().run(),
    active: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: 'richText.italic',
    glyph: 'I',
    run: (e) => chain(e).toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
];
const HEADINGS: Tool[] = [
  {
    key: 'h2',
    label: 'richText.heading',
    glyph: 'H2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: 'richText.subheading',
    glyph: 'H3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
];
const BLOCKS: Tool[] = [
  {
    key: 'bullets',
    label: 'richText.bulletList',
    glyph: '•',
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'numbers',
    label: 'richText.orderedList',
    glyph: '1.',
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    label: 'richText.blockquote',
    glyph: '❝',
    run: (e) => chain(e).toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
];
const TABLES: Tool[] = [
  {
    key: 'table',
    label: 'richText.table',
    glyph: '▦',
    run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    when: (e) => !e.isActive('table'),
  },
  {
    key: 'row',
    label: 'richText.addRow',
    glyph: '+▤',
    run: (e) => chain(e).addRowAfter().run(),
    when: (e) => e.isActive('table'),
  },
  {
    key: 'untable',
    label: 'richText.deleteTable',
    glyph: '×▦',
    run: (e) => chain(e).deleteTable().run(),
    when: (e) => e.isActive('table'),
  },
];

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function RichTextToolbar({
  editor,
  profile,
  controls,
  label,
}: {
  editor: Editor | null;
  profile: RichTextProfile;
  /** The text box's id. */
  controls: string;
  /** The field's name. */
  label: string;
}) {
  const { t } = useI18n();
  const [current, setCurrent] = useState(0);
  const [linking, setLinking] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  // aria-controls must name an element that is there: TipTap puts the text box into the page after this
  // bar is committed (and again when the editor is re-created), and axe caught the moment between.
  const [boxShown, setBoxShown] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new editor brings a new text box.
  useEffect(() => {
    setBoxShown(document.getElementById(controls) !== null);
  }, [controls, editor]);
  if (!editor) return null;

  const link: Tool = {
    key: 'link',
    label: 'richText.link',
    glyph: '↗',
    run: () => setLinking((open) => !open),
    active: (e) => e.isActive('link'),
  };
  const tools = [
    ...FORMAT,
    ...(profile === 'content' ? HEADINGS : []),
    ...BLOCKS,
    link,
    ...(profile === 'content' ? TABLES : []),
  ].filter((tool) => !tool.when || tool.when(editor));
  const focused = Math.min(current, tools.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = NEXT_KEYS[event.key];
    if (!next) return;
    event.preventDefault();
    const index = next(focused, tools.length);
    setCurrent(index);
    bar.current?.querySelectorAll('button')[index]?.focus();
  };

  return (
    <>
      <div
        ref={bar}
        role="toolbar"
        aria-label={t('richText.toolbar', { field: label })}
        aria-controls={boxShown ? controls : undefined}
        className="rich-text__bar"
        onKeyDown={onKeyDown}
      >
        {tools.map((tool, index) => (
          <button
            key={tool.key}
            type="button"
            className="button button--secondary button--small rich-text__tool"
            tabIndex={index === focused ? 0 : -1}
            aria-label={t(tool.label)}
            title={t(tool.label)}
            aria-pressed={tool.active ? tool.active(editor) : undefined}
            // Keep the selection in the text box while clicking.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setCurrent(index)}
            onClick={() => tool.run(editor)}
          >
            <span aria-hidden="true">{tool.glyph}</span>
          </button>
        ))}
      </div>
      {linking ? (
        <LinkForm
          editor={editor}
          profile={profile}
          idPrefix={`${controls}-link`}
          onClose={() => setLinking(false)}
        />
      ) : null}
    </>
  );
}
