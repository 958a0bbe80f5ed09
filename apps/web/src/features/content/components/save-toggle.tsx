// Save for later: a toggle button whose pressed state is the item's isSaved, kept while the call runs.
// Its text says the state ("Salvo" once saved); pressing it again unsaves.
import { useTranslation } from 'react-i18next';
import { toast } from '#components/ui/toaster.tsx';
import { useSetSaved } from '../api/save-content.ts';

interface SaveToggleProps {
  id: string;
  title: string;
  isSaved: boolean;
}

export function SaveToggle({ id, title, isSaved }: SaveToggleProps) {
  const { t } = useTranslation();
  const mutation = useSetSaved(id);
  // Shows the requested state at once; falls back to the server's value when the call failed.
  const pressed = mutation.isPending && mutation.variables !== undefined ? mutation.variables : isSaved;

  function toggle() {
    // aria-disabled, not disabled: a disabled button drops the keyboard focus to the page's body.
    if (mutation.isPending) return;
    const next = !pressed;
    mutation.mutate(next, {
      onSuccess: ({ isSaved: saved }) =>
        toast.success(t(saved ? 'content.save.added' : 'content.save.removed')),
      onError: () => toast.error(t('content.save.failed')),
    });
  }

  return (
    <button
      type="button"
      className="save-toggle"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'content.save.savedLabel' : 'content.save.addLabel', { title })}
      aria-disabled={mutation.isPending || undefined}
      data-testid="save-toggle"
      onClick={toggle}
    >
      <svg className="save-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
      {t(pressed ? 'content.save.saved' : 'content.save.add')}
    </button>
  );
}
