// A media reference of a react-hook-form form, as text and as an upload: the field where an uploaded
// `/media/...` path or an https URL is typed, and the upload field beside it that fills it (a content
// item's video, an event's recording, a product's insert and image). The upload reports under the form
// field's name to useUploadsBusy, so saving waits for it.
//
// Use: <MediaReferenceFields form={form} name="recordingUrl" id="event-recording"
//        label={t('...recordingUrl')} fileLabel={t('...recordingFile')} hint={t('...recordingFileHint')}
//        accept={['video', 'audio']} invalidText={t('common.invalid')} onUploadBusy={uploads.onUploadBusy} />
import type { MediaKind } from '@portal/contracts';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '#components/ui/form-field.tsx';
import { MediaUploadField } from './media-upload-field.tsx';

/** The names of a form's text fields. */
type TextFieldName<Values> = {
  [K in keyof Values]: Values[K] extends string ? K : never;
}[keyof Values] &
  string;

export function MediaReferenceFields<Values extends Record<string, unknown>>({
  form,
  name,
  id,
  label,
  pathHint,
  invalidText,
  fileLabel,
  hint,
  accept,
  previewAlt,
  validateAfterSubmit = false,
  onUploadBusy,
}: {
  form: UseFormReturn<Values>;
  name: TextFieldName<Values>;
  /** The text field's id; the upload's is `${id}-file`. */
  id: string;
  label: string;
  pathHint?: string;
  /** Said under the text field when its value is refused. */
  invalidText: string;
  fileLabel: string;
  hint: string;
  accept: MediaKind[];
  previewAlt?: string;
  /** An upload's path is checked again once the form was submitted. */
  validateAfterSubmit?: boolean;
  onUploadBusy: (field: string, busy: boolean) => void;
}) {
  // react-hook-form cannot follow a field path through a generic form type; `name` is a text field.
  const text = form as unknown as UseFormReturn<Record<string, string>>;
  const field: string = name;
  const onBusy = useCallback((busy: boolean) => onUploadBusy(field, busy), [onUploadBusy, field]);
  return (
    <>
      <TextField
        id={id}
        label={label}
        hint={pathHint}
        registration={text.register(field)}
        error={text.formState.errors[field] ? invalidText : null}
      />
      <MediaUploadField
        id={`${id}-file`}
        label={fileLabel}
        hint={hint}
        accept={accept}
        value={text.watch(field) || null}
        onChange={(url) =>
          text.setValue(field, url ?? '', {
            shouldDirty: true,
            ...(validateAfterSubmit ? { shouldValidate: text.formState.isSubmitted } : {}),
          })
        }
        onBusy={onBusy}
        previewAlt={previewAlt}
      />
    </>
  );
}
