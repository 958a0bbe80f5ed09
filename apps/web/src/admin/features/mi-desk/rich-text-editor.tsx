// A small rich-text editor for answers: a contenteditable text box with a toolbar (bold, italic, lists).
// The browser's editing commands write the markup; the server keeps only its allowlist, so whatever is
// pasted here is sanitised before anyone else sees it. The toolbar follows the ARIA toolbar pattern.
import { useEffect, useRef } from 'react';
import { trustedHtml } from '#lib/trusted-types.ts';
import { useI18n } from '../../lib/i18n.tsx';

const COMMANDS = [
  ['bold', 'miDesk.answer.bold', 'B'],
  ['italic', 'miDesk.answer.italic', 'I'],
  ['insertUnorderedList', 'miDesk.answer.bulleted', '•'],
  ['insertOrderedList', 'miDesk.answer.numbered', '1.'],
] as const;

export function RichTextEditor({
  id,
  labelId,
  invalid,
  describedBy,
  initialHtml,
  onChange,
}: {
  id: string;
  labelId: string;
  invalid: boolean;
  describedBy?: string | undefined;
  /** A saved draft to start from (the server's sanitised HTML); read once, when the editor appears. */
  initialHtml?: string | undefined;
  onChange: (html: string) => void;
}) {
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const initial = useRef(initialHtml);
  useEffect(() => {
    // The server's allowlisted HTML (the saved draft), set once: later edits belong to the browser.
    if (box.current && initial.current) box.current.innerHTML = trustedHtml(initial.current);
  }, []);
  const run = (command: string) => {
    box.current?.focus();
    // execCommand is deprecated but still the only built-in way to edit a contenteditable's markup.
    document.execCommand(command);
    onChange(box.current?.innerHTML ?? '');
  };
  return (
    <div className="admin-editor">
      <div
        role="toolbar"
        aria-label={t('miDesk.answer.toolbar')}
        aria-controls={id}
        className="admin-editor__bar"
      >
        {COMMANDS.map(([command, label, glyph]) => (
          <button
            key={command}
            type="button"
            className="button button--secondary button--small"
            aria-label={t(label)}
            title={t(label)}
            // Keep the selection in the text box.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(command)}
          >
            <span aria-hidden="true">{glyph}</span>
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element */}
      <div
        id={id}
        ref={box}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        contentEditable
        suppressContentEditableWarning
        className="field__input admin-editor__box"
        data-testid="mi-answer-editor"
        onInput={(event) => onChange(event.currentTarget.innerHTML)}
      />
    </div>
  );
}
