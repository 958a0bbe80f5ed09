// Console texts of the media upload field (video, audio, PDF, images), Spanish.
import type { mediaUploadPtBr } from './media-upload-pt-br.ts';

export const mediaUploadEs: typeof mediaUploadPtBr = {
  kinds: { image: 'imagen', video: 'video', audio: 'audio', pdf: 'PDF' },
  formats: {
    image: 'PNG, JPEG o WebP hasta {{size}}',
    video: 'MP4 o WebM hasta {{size}}',
    audio: 'MP3, M4A, AAC, OGG o WAV hasta {{size}}',
    pdf: 'PDF hasta {{size}}',
  },
  accepts: 'Acepta: {{formats}}.',
  progress: 'Subiendo {{name}}: {{percent}}%',
  progressLabel: 'Subida de {{name}}',
  uploaded: '{{name}} ({{size}}) subido.',
  current: 'Archivo actual: {{name}}',
  remove: 'Quitar {{label}}',
  removed: 'Archivo quitado.',
  tooLarge: 'El archivo tiene {{size}}: el límite para {{kind}} es {{limit}}.',
  wrongType: 'Este archivo no es de un tipo aceptado aquí ({{formats}}).',
  failed: 'La subida falló. Inténtelo de nuevo.',
};
