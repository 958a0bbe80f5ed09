// The console's rich-text field (TipTap, ProseMirror underneath): a toolbar that follows the ARIA toolbar
// pattern (one tab stop, arrows between buttons, pressed state said) above an editable text box. It
// hands on HTML; the server sanitises it on save with the same allowlist the profile mirrors
// (rich-text-extensions.ts), so nothing typed or pasted here reaches physicians unfiltered.
//
// Use: <span id="content-body-label">{t('editor.body')}</span>
//      <RichTextEditor id="content-body" labelId="content-body-label" profile="content"
//        value={html} onChange={setHtml} />
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { extensionsFor, type RichTextProfile } from './rich-text-extensions.ts';
import { RichTextToolbar } from './rich-text-toolbar.tsx';
import './rich-text.css';

/** The editor's HTML, '' when it holds no text (TipTap writes `<p></p>` for an empty document). */
function htmlOf(editor: { isEmpty: boolean; getHTML: () => string }): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

export function RichTextEditor({
  id,
  labelId,
  label,
  profile,
  value,
  onChange,
  invalid = false,
  describedBy,
  testId,
}: {
  /** The text box's id. */
  id: string;
  /** The id of the element naming the field (its visible label). */
  labelId: string;
  /** The field's name, for the toolbar's own name ("Formatting of …"). */
  label: string;
  profile: RichTextProfile;
  /** HTML; a change from outside (a loaded record) replaces the text. */
  value: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  testId?: string;
}) {
  const latest = useRef(value);
  const editor = useEditor({
    extensions: extensionsFor(profile),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'field__input rich-text__box',
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => {
      latest.current = htmlOf(current);
      onChange(latest.current);
    },
  });

  // A value set from outside (the record arrived, the form was reset) replaces the text.
  useEffect(() => {
    if (!editor || value === latest.current) return;
    latest.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // aria-invalid and the description change after the editor exists: set them on its element. Found
  // through the wrapper, not `editor.view`, which TipTap refuses to read while the view is not mounted
  // (a lazily loaded editor re-created on the page's first render crashed the console on it).
  const wrapper = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a re-created editor brings a new element to mark.
  useEffect(() => {
    const element = wrapper.current?.querySelector<HTMLElement>('.rich-text__box');
    if (!element) return;
    if (invalid) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    if (describedBy) element.setAttribute('aria-describedby', describedBy);
    else element.removeAttribute('aria-describedby');
  }, [editor, invalid, describedBy]);

  return (
    <div className="rich-text" ref={wrapper}>
      <RichTextToolbar editor={editor} profile={profile} controls={id} label={label} />
      <EditorContent editor={editor} />
    </div>
  );
}
