// The editor's state of the fields beyond the first slice, loaded from the saved version, and their
// errors: the contracts' rules checked on submit, else the API's field paths of the last save.
import type { ContentVersion } from '@portal/contracts';
import { useEffect, useState } from 'react';
import {
  type ContentFieldsDraft,
  checkFields,
  contentFieldsDraft,
  contentFieldsOf,
  EMPTY_CONTENT_FIELDS,
  type FieldErrors,
  serverFieldErrors,
} from './content-fields-form.ts';

export function useContentFields(latest: ContentVersion | undefined, saveError: unknown) {
  const [value, setValue] = useState(EMPTY_CONTENT_FIELDS);
  const [checked, setChecked] = useState<FieldErrors>(new Set());
  useEffect(() => {
    if (latest) setValue(contentFieldsOf(latest));
  }, [latest]);
  return {
    value,
    // After a refused submit, errors follow the typing (like the form's other fields).
    onChange(next: typeof value) {
      setValue(next);
      if (checked.size > 0) setChecked(checkFields(contentFieldsDraft(next)));
    },
    errors: checked.size > 0 ? checked : serverFieldErrors(saveError),
    /** The fields' draft, or null (errors shown) when the contracts refuse it. */
    validDraft(): ContentFieldsDraft | null {
      const draft = contentFieldsDraft(value);
      const errors = checkFields(draft);
      setChecked(errors);
      return errors.size > 0 ? null : draft;
    },
    invalid: checked.size > 0,
  };
}
