// Console texts of the thumbnails per type (spec section 9: the 8 thumbnail types), Spanish.
import type { thumbnailVariantsPtBr } from './thumbnails-pt-br.ts';

export const thumbnailVariantsEs: typeof thumbnailVariantsPtBr = {
  summary: 'Miniaturas por formato ({{given}} de {{total}} con imagen propia)',
  hint: 'Opcional. Un formato sin imagen propia muestra la miniatura principal.',
  types: {
    cluster: 'Fila del inicio',
    episode: 'Episodio',
    outdoor: 'Destacado (outdoor)',
    podcast: 'Podcast',
    preview: 'Vista previa',
    seeLater: 'Ver después',
    top10: 'Top 10',
    video: 'Reproductor de video',
  },
  alt: 'Miniatura de {{type}}',
  remove: 'Quitar la miniatura de {{type}}',
};
