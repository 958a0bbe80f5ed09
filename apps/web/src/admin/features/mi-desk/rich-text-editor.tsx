// The desk's answer editor: the console's rich-text field (TipTap, components/rich-text) with the answer
// allowlist's tools (bold, italic, lists, quote, links to https/mailto), so what the officer sees is what
// the server keeps (apps/api/src/modules/mi-desk/answer-html.ts sanitises again on save and on read).
import { useState } from 'react';
import { LazyRichTextEditor as ConsoleRichText } from '../../components/rich-text/lazy-rich-text-editor.tsx';
import { useI18n } from '../../lib/i18n.tsx';

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
  const [html, setHtml] = useState(initialHtml ?? '');
  return (
    <ConsoleRichText
      id={id}
      labelId={labelId}
      label={t('miDesk.answer.editor')}
      profile="answer"
      value={html}
      onChange={(next) => {
        setHtml(next);
        onChange(next);
      }}
      invalid={invalid}
      describedBy={describedBy}
      testId="mi-answer-editor"
    />
  );
}
