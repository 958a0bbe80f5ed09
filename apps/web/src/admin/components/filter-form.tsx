// The filter bar above a console list: fields in one responsive row and an apply button. What the member
// types is a draft; the list follows the applied filters only, when the form is sent.
//
// Use: const { draft, applied, edit, apply } = useFilters({ staff: '', action: '' });
//      <FilterForm label={t('audit.filters')} apply={t('audit.apply')} onApply={apply}>
//        <InputField id="audit-staff" label={t('audit.staff')} value={draft.staff} onChange={edit('staff')} />
//      </FilterForm>
//      ...useQuery(listQuery(applied))
import { type ReactNode, useState } from 'react';
import { ConsoleForm } from './console-form.tsx';

export function useFilters<F extends { [K in keyof F]: string }>(initial: F) {
  const [draft, setDraft] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  return {
    draft,
    applied,
    /** The change handler of one field. */
    edit: (name: keyof F) => (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    apply: () => setApplied(draft),
    /** Both the draft and the applied filters become `values` (the list's address changed). */
    reset: (values: F) => {
      setDraft(values);
      setApplied(values);
    },
  };
}

export function FilterForm({
  label,
  apply,
  onApply,
  disabled,
  children,
}: {
  /** The form's accessible name (none inside a landmark that names it, e.g. <search>). */
  label?: string;
  /** The apply button's text. */
  apply: string;
  onApply: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <ConsoleForm inline validate label={label} onSubmit={onApply}>
      {children}
      <button type="submit" className="button button--primary" disabled={disabled}>
        {apply}
      </button>
    </ConsoleForm>
  );
}
