// Console texts of the media upload field (video, audio, PDF, images), Portuguese.
export const mediaUploadPtBr = {
  kinds: { image: 'imagem', video: 'vídeo', audio: 'áudio', pdf: 'PDF' },
  formats: {
    image: 'PNG, JPEG ou WebP até {{size}}',
    video: 'MP4 ou WebM até {{size}}',
    audio: 'MP3, M4A, AAC, OGG ou WAV até {{size}}',
    pdf: 'PDF até {{size}}',
  },
  accepts: 'Aceita: {{formats}}.',
  progress: 'Enviando {{name}}: {{percent}}%',
  progressLabel: 'Envio de {{name}}',
  uploaded: '{{name}} ({{size}}) enviado.',
  current: 'Arquivo atual: {{name}}',
  remove: 'Remover {{label}}',
  removed: 'Arquivo removido.',
  tooLarge: 'O arquivo tem {{size}}: o limite para {{kind}} é {{limit}}.',
  wrongType: 'Este arquivo não é de um tipo aceito aqui ({{formats}}).',
  failed: 'O envio falhou. Tente de novo.',
};
