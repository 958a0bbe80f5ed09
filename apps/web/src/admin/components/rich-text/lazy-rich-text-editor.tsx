// The rich-text editor loaded on demand: TipTap and ProseMirror are most of the console's weight, and
// only the pages that edit rich text need them, so the console's bundle stays within its budget.
import { type ComponentProps, lazy, Suspense } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import type { RichTextEditor as Editor } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })),
);

export function LazyRichTextEditor(props: ComponentProps<typeof Editor>) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
