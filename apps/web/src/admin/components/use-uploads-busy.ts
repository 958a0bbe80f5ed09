// Which of a form's uploads are running, so that saving waits for all of them (an editor has several
// upload fields, and rows that come and go). Each field reports under its own name.
//
// Use: const uploads = useUploadsBusy(); (an editor gets it from useVersionForm, whose `frame.busy` counts it)
//      <MediaUploadField ... onBusy={(busy) => uploads.onUploadBusy('thumbnail', busy)} />
import { useCallback, useState } from 'react';

export function useUploadsBusy() {
  const [uploading, setUploading] = useState<ReadonlySet<string>>(new Set());
  /** Stable, so that upload fields may keep it in their effects. */
  const onUploadBusy = useCallback((field: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(field) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  return { busy: uploading.size > 0, onUploadBusy };
}
