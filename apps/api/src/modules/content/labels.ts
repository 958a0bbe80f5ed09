// Cluster labels in the content language of the caller's country (the web may show its own
// dictionary text instead; these keep the API self-describing).
import type { ContentLanguage, ListClusterId } from '@portal/contracts';

const LABELS: Record<ListClusterId, Record<ContentLanguage, string>> = {
  top10: { pt: 'Top 10', es: 'Top 10' },
  novelty: { pt: 'Novidades', es: 'Novedades' },
  moreyou: { pt: 'Mais para você', es: 'Más para ti' },
  explore: { pt: 'Explore', es: 'Explora' },
  unbranded: { pt: 'Conteúdos gerais', es: 'Contenidos generales' },
  products: { pt: 'Produtos', es: 'Productos' },
  training: { pt: 'Cursos online', es: 'Cursos online' },
  speakertraining: { pt: 'Speaker training', es: 'Speaker training' },
  exclusive: { pt: 'Somente no UM', es: 'Solo en DocUniverse' },
  contents: { pt: 'Conteúdos', es: 'Contenidos' },
  feed: { pt: 'Feed', es: 'Feed' },
  saved: { pt: 'Salvos', es: 'Guardados' },
  outdoor: { pt: 'Destaques', es: 'Destacados' },
};

export function clusterLabel(id: ListClusterId, country: string): string {
  return LABELS[id][country === 'BR' ? 'pt' : 'es'];
}
