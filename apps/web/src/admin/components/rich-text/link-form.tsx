// The address of a link in the rich-text field: typed here, checked against the schemes the server keeps
// (an address it would strip is refused beside the field), applied to the selection, or written as the
// link's text when nothing is selected. Enter applies and Escape closes; the outer page form is never
// submitted from here (this is not a <form>: forms do not nest).
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { allowedHref, type RichTextProfile } from './rich-text-extensions.ts';

export function LinkForm({
  editor,
  profile,
  idPrefix,
  onClose,
}: {
  editor: Editor;
  profile: RichTextProfile;
  idPrefix: string;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? 'https://');
  const [invalid, setInvalid] = useState(false);
  const inputId = `${idPrefix}-url`;
  const errorId = `${idPrefix}-error`;

  const close = () => {
    onClose();
    editor.commands.focus();
  };
  const apply = () => {
    const address = href.trim();
    if (!allowedHref(profile, address)) {
      setInvalid(true);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    } else editor.chain().focus().extendMarkRange('link').setLink({ href: address }).run();
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="rich-text__link field">
      <label className="field__label" htmlFor={inputId}>
        {t('richText.linkUrl')}
      </label>
      <input
        id={inputId}
        type="url"
        className="field__input"
        value={href}
        // Opened on purpose by the member: the address is what they type next.
        // biome-ignore lint/a11y/noAutofocus: the form appears because the member asked for it
        autoFocus
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={onKeyDown}
      />
      {invalid ? (
        <p id={errorId} className="field__error">
          {t('richText.linkInvalid')}
        </p>
      ) : null}
      <div className="rich-text__link-actions">
        <button type="button" className="button button--primary button--small" onClick={apply}>
          {t('richText.linkApply')}
        </button>
        {editor.isActive('link') ? (
          <button type="button" className="button button--secondary button--small" onClick={remove}>
            {t('richText.linkRemove')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary button--small" onClick={close}>
          {t('richText.linkCancel')}
        </button>
      </div>
    </div>
  );
}
