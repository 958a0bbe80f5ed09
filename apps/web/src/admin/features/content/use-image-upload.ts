// One image upload to the media store with its progress and outcome message: the size is checked before
// sending (the server checks it again, and the type from the bytes).
import { useState } from 'react';
import { useI18n } from '../../lib/i18n.tsx';
import { uploadImage } from './api.ts';

/** The server's limit for images (upload-service.ts), checked here first to spare a useless upload. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export function useImageUpload(onUploaded: (url: string) => void) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const upload = async (file: File | undefined) => {
    setMessage(null);
    setFailed(false);
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setFailed(true);
      setMessage(t('editor.tooLarge'));
      return;
    }
    setProgress(0);
    try {
      const { url } = await uploadImage(file, setProgress);
      onUploaded(url);
      setMessage(t('editor.uploaded'));
    } catch (error) {
      setFailed(true);
      setMessage(t('editor.uploadFailed', { message: error instanceof Error ? error.message : '' }));
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress, message, failed, busy: progress !== null };
}
