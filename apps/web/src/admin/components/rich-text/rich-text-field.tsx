// A labelled rich-text field in the portal's field frame: the visible label names the text box (a
// contenteditable cannot be a <label>'s control, so it is tied by aria-labelledby), then the editor.
//
// Use: <RichTextField id="content-body" label={t('editor.body')} profile="content" value={html} onChange={setHtml} />
import { LazyRichTextEditor as RichTextEditor } from './lazy-rich-text-editor.tsx';
import type { RichTextProfile } from './rich-text-extensions.ts';

export function RichTextField({
  id,
  label,
  profile,
  value,
  onChange,
}: {
  id: string;
  label: string;
  profile: RichTextProfile;
  value: string;
  onChange: (html: string) => void;
}) {
  const labelId = `${id}-label`;
  return (
    <div className="field">
      <span className="field__label" id={labelId}>
        {label}
      </span>
      <RichTextEditor
        id={id}
        labelId={labelId}
        label={label}
        profile={profile}
        value={value}
        onChange={onChange}
        testId={id}
      />
    </div>
  );
}
