// Console texts of the thumbnails per type (spec section 9: the 8 thumbnail types), Portuguese.
export const thumbnailVariantsPtBr = {
  summary: 'Miniaturas por formato ({{given}} de {{total}} com imagem própria)',
  hint: 'Opcional. Um formato sem imagem própria mostra a miniatura principal.',
  types: {
    cluster: 'Fileira do início',
    episode: 'Episódio',
    outdoor: 'Destaque (outdoor)',
    podcast: 'Podcast',
    preview: 'Prévia',
    seeLater: 'Ver depois',
    top10: 'Top 10',
    video: 'Player de vídeo',
  },
  alt: 'Miniatura de {{type}}',
  remove: 'Remover a miniatura de {{type}}',
};
