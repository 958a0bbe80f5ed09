// The demo corpus as plain data: every topic once in Portuguese (published in Brazil) and once in
// Spanish (published in the Spanish-speaking countries), spread over every mainCluster, every
// specialty and every list of the home, plus a series with seasons and speaker-training items.
import {
  type ArtworkIcon,
  artworkKind,
  type ContentLanguage,
  type CountryCode,
  countryList,
  MAIN_CLUSTERS,
  THUMBNAIL_TYPES,
} from '@portal/countries';
import type { ContentInput, PartInput, ProductInput, ThumbnailInput } from '@portal/db';
import {
  DEMO_AUDIO,
  DEMO_LEAFLET_URL,
  DEMO_MEDIA_SECONDS,
  DEMO_SPEAKER_DECK_URL,
  DEMO_SPEAKER_VIDEO,
  DEMO_VIDEO,
  type ThumbnailArt,
  thumbnailUrl,
} from './media-files.ts';
import { DEMO_SPECIALTIES, type DemoSpecialty, type LocalizedText } from './topics.ts';

export type DemoLanguage = ContentLanguage;

/** Each topic is published in every country that reads content in its language. */
const readersOf = (language: DemoLanguage) =>
  countryList.filter((country) => country.contentLanguage === language).map((country) => country.code);
export const DEMO_COUNTRIES: Record<DemoLanguage, CountryCode[]> = {
  pt: readersOf('pt'),
  es: readersOf('es'),
};

/** The corpus covers every mainCluster and every thumbnail type of the spec. */
export const DEMO_MAIN_CLUSTERS = MAIN_CLUSTERS;
export const DEMO_THUMBNAIL_TYPES = THUMBNAIL_TYPES;

export interface DemoCorpus {
  products: ProductInput[];
  items: ContentInput[];
  /** Every thumbnail file the items and products point at. */
  thumbnails: ThumbnailArt[];
}

const SPEAKERS = [
  'Dra. Ana Ribeiro',
  'Dr. Carlos Méndez',
  'Dra. Lucía Fernández',
  'Dr. Rafael Souza',
  'Dra. Mariana Costa',
  'Dr. Andrés Rojas',
  'Dra. Paula Herrera',
  'Dr. João Almeida',
];

const PRODUCT_NAMES: Record<DemoSpecialty['id'], string> = {
  cardiology: 'Cardivex',
  oncology: 'Prostanil',
  womens_health: 'Femelle',
  ophthalmology: 'Retivia',
  hematology: 'Hemoctal',
  pneumology: 'Pulmentra',
};

const WORDS = {
  context: { pt: 'Contexto', es: 'Contexto' },
  keyPoints: { pt: 'Pontos-chave', es: 'Puntos clave' },
  points: {
    pt: [
      'Revise os critérios diagnósticos atuais.',
      'Discuta as opções terapêuticas com o paciente.',
      'Planeje o acompanhamento e os sinais de alerta.',
    ],
    es: [
      'Revise los criterios diagnósticos actuales.',
      'Converse las opciones terapéuticas con el paciente.',
      'Planifique el seguimiento y las señales de alarma.',
    ],
  },
  demo: {
    pt: 'Conteúdo demonstrativo do portal, sem valor de orientação clínica.',
    es: 'Contenido de demostración del portal, sin valor de orientación clínica.',
  },
  references: {
    pt: 'Referências e materiais complementares disponíveis com o representante científico.',
    es: 'Referencias y materiales complementarios disponibles con el representante científico.',
  },
  episode: { pt: 'Episódio', es: 'Episodio' },
  lesson: { pt: 'Aula', es: 'Clase' },
  season: { pt: 'Temporada', es: 'Temporada' },
  product: { pt: 'produto demonstrativo', es: 'producto de demostración' },
  agenda: { pt: 'Programação do encontro', es: 'Programa del encuentro' },
  agendaText: {
    pt: 'Apresentação do caso, discussão com especialistas e perguntas do público.',
    es: 'Presentación del caso, discusión con especialistas y preguntas del público.',
  },
  examInstructions: {
    pt: '<p>Responda às questões após assistir a todas as aulas. É preciso acertar a maioria para obter o certificado.</p>',
    es: '<p>Responda las preguntas después de ver todas las clases. Debe acertar la mayoría para obtener el certificado.</p>',
  },
} as const;

const pick = (text: LocalizedText, language: DemoLanguage) => text[language];
const pad = (n: number) => String(n).padStart(2, '0');

/** The body; the synopsis is shown above it, so it is not repeated here. */
function body(language: DemoLanguage, specialty: DemoSpecialty): string {
  const [first, second] = specialty.background;
  const points = WORDS.points[language].map((p) => `<li>${p}</li>`).join('');
  return [
    `<h2>${WORDS.context[language]}</h2>`,
    first ? `<p>${pick(first, language)}</p>` : '',
    `<h2>${WORDS.keyPoints[language]}</h2>`,
    `<ul>${points}</ul>`,
    second ? `<p>${pick(second, language)}</p>` : '',
    `<p><em>${WORDS.demo[language]}</em></p>`,
  ].join('');
}

interface Builder {
  language: DemoLanguage;
  now: number;
  arts: ThumbnailArt[];
}

/** The item's pictures: the specialty's pattern with the kind's icon (a packshot for products), no text. */
function thumbnailsFor(
  b: Builder,
  ownerId: string,
  kind: ArtworkIcon,
  specialty: DemoSpecialty,
  types: readonly string[] = DEMO_THUMBNAIL_TYPES,
): ThumbnailInput[] {
  return types.map((type) => {
    const url = thumbnailUrl(ownerId, type);
    b.arts.push({
      url,
      type,
      specialty: specialty.id,
      kind,
      packshot: kind === 'product',
      colors: specialty.colors,
    });
    return { id: `${ownerId}-${type}`, type, url };
  });
}

function part(
  b: Builder,
  id: string,
  title: string,
  specialty: DemoSpecialty,
  kind: 'video' | 'audio' | 'restricted video',
): PartInput {
  const media = { video: DEMO_VIDEO, audio: DEMO_AUDIO, 'restricted video': DEMO_SPEAKER_VIDEO }[kind];
  return {
    id,
    title,
    duration: DEMO_MEDIA_SECONDS,
    media,
    // 'episode' for the lists, 'video' for the player's poster (the web asks for that type).
    thumbnails: thumbnailsFor(b, id, kind === 'audio' ? 'audio' : 'video', specialty, ['episode', 'video']),
  };
}

function publications(b: Builder, serial: number, publishedAt: Date) {
  return DEMO_COUNTRIES[b.language].map((country) => ({
    country,
    approvalCode: `${country}-DEMO-2026-${String(serial).padStart(4, '0')}`,
    publishedAt,
  }));
}

function productFor(b: Builder, specialty: DemoSpecialty): ProductInput {
  const id = `${b.language}-prod-${specialty.code}`;
  const name = PRODUCT_NAMES[specialty.id];
  return {
    id,
    name,
    description: `<p>${name} (${WORDS.product[b.language]}) · ${pick(specialty.name, b.language)}.</p><p>${WORDS.demo[b.language]}</p>`,
    medicineInsert: DEMO_LEAFLET_URL,
    countries: DEMO_COUNTRIES[b.language],
    position: DEMO_SPECIALTIES.indexOf(specialty),
    demo: true,
    thumbnails: thumbnailsFor(b, id, 'product', specialty, ['cluster', 'preview']),
  };
}

/** Which home lists an item joins, from its place in the corpus (n counts from 0 across specialties). */
function clustersOf(n: number, mainCluster: string, hasProduct: boolean): string[] {
  const clusters = ['contents'];
  if (n < 14) clusters.push('novelty');
  if (n % 6 === 0 && n < 60) clusters.push('top10');
  if (n % 5 === 1) clusters.push('exclusive');
  if (n % 4 === 2) clusters.push('explore');
  if (!hasProduct) clusters.push('unbranded');
  if (mainCluster === 'to_read' || mainCluster === 'to_participe' || n % 7 === 3) clusters.push('feed');
  if (mainCluster === 'to_training') clusters.push('training');
  if ((mainCluster === 'to_see' || mainCluster === 'to_home') && n < 24) clusters.push('outdoor');
  return clusters;
}

function topicItems(b: Builder, products: Map<string, ProductInput>): ContentInput[] {
  const items: ContentInput[] = [];
  let n = 0;
  for (const specialty of DEMO_SPECIALTIES) {
    specialty.topics.forEach((topic, index) => {
      const id = `${b.language}-${specialty.code}-${pad(index + 1)}`;
      const title = pick(topic.title, b.language);
      const synopsis = pick(topic.synopsis, b.language);
      const mainCluster = DEMO_MAIN_CLUSTERS[n % DEMO_MAIN_CLUSTERS.length] ?? 'to_read';
      const product = products.get(specialty.id);
      const withProduct = mainCluster === 'to_product' || index % 3 === 0;
      const publishedAt = new Date(b.now - (n * 2 + 1) * 86_400_000);
      const item: ContentInput = {
        id,
        title,
        mainCluster,
        language: b.language,
        position: n,
        synopsis: `<p>${synopsis}</p>`,
        content: body(b.language, specialty),
        additionalInformation: `<p>${WORDS.references[b.language]}</p>`,
        duration: mainCluster === 'to_read' ? 300 : DEMO_MEDIA_SECONDS,
        publishDate: publishedAt,
        participant: SPEAKERS[n % SPEAKERS.length] ?? null,
        trackingGA: `demo_${id}`,
        analyticId: `demo-${id}`,
        categoryId: specialty.id,
        specialties: [specialty.id],
        demo: true,
        publications: publications(b, n + 1, publishedAt),
        clusters: clustersOf(n, mainCluster, withProduct),
        thumbnails: thumbnailsFor(b, id, artworkKind(mainCluster), specialty),
        products: withProduct && product ? [product.id] : [],
        medicineInsert: withProduct ? DEMO_LEAFLET_URL : null,
      };
      if (['to_see', 'to_home', 'to_product'].includes(mainCluster)) {
        item.media = DEMO_VIDEO;
        item.preview = DEMO_VIDEO.url;
      } else if (mainCluster === 'to_listen') {
        item.media = DEMO_AUDIO;
      } else if (mainCluster === 'to_see_to_listen') {
        item.media = DEMO_VIDEO;
        item.episodes = [1, 2, 3].map((e) =>
          part(
            b,
            `${id}-e${e}`,
            `${WORDS.episode[b.language]} ${e}: ${title}`,
            specialty,
            e % 2 ? 'video' : 'audio',
          ),
        );
      } else if (mainCluster === 'to_training') {
        item.lessons = [1, 2, 3].map((l) =>
          part(b, `${id}-l${l}`, `${WORDS.lesson[b.language]} ${l}: ${title}`, specialty, 'video'),
        );
        Object.assign(item, {
          examDuration: 10,
          examDurationMode: 'minutes',
          // 4 of a bank of 8: a retake asks 4 questions the first attempt did not (issue 35).
          totalQuestions: 4,
          minCorrectQuestions: 3,
          examInstructions: WORDS.examInstructions[b.language],
        });
      } else if (mainCluster === 'to_participe') {
        item.planners = [
          {
            id: `${id}-agenda`,
            title: WORDS.agenda[b.language],
            description: WORDS.agendaText[b.language],
            url: null,
          },
        ];
      }
      items.push(item);
      n += 1;
    });
  }
  return items;
}

const SERIES: Record<DemoLanguage, { title: string; synopsis: string; seasons: string[] }> = {
  pt: {
    title: 'Casos clínicos em cardiologia: a série',
    synopsis: 'Uma série em temporadas com casos reais discutidos por cardiologistas e nefrologistas.',
    seasons: ['Insuficiência cardíaca', 'Fibrilação atrial e anticoagulação'],
  },
  es: {
    title: 'Casos clínicos en cardiología: la serie',
    synopsis: 'Una serie en temporadas con casos reales discutidos por cardiólogos y nefrólogos.',
    seasons: ['Insuficiencia cardíaca', 'Fibrilación auricular y anticoagulación'],
  },
};

const SPEAKER_TRAININGS: Record<DemoLanguage, Array<{ title: string; synopsis: string }>> = {
  pt: [
    {
      title: 'Treinamento de palestrantes: comunicação científica em cardiologia',
      synopsis: 'Como apresentar dados de estudos clínicos com clareza e equilíbrio.',
    },
    {
      title: 'Treinamento de palestrantes: regras de compliance em eventos médicos',
      synopsis: 'O que pode e o que não pode ser dito em uma apresentação promocional.',
    },
  ],
  es: [
    {
      title: 'Entrenamiento de oradores: comunicación científica en cardiología',
      synopsis: 'Cómo presentar datos de estudios clínicos con claridad y equilibrio.',
    },
    {
      title: 'Entrenamiento de oradores: reglas de compliance en eventos médicos',
      synopsis: 'Lo que se puede y lo que no se puede decir en una presentación promocional.',
    },
  ],
};

function specialItems(b: Builder, first: number): ContentInput[] {
  const cardiology = DEMO_SPECIALTIES[0] as DemoSpecialty;
  const series = SERIES[b.language];
  const seriesId = `${b.language}-serie-cardio`;
  const publishedAt = new Date(b.now - 3_600_000);
  const seriesItem: ContentInput = {
    id: seriesId,
    title: series.title,
    mainCluster: 'to_see_to_listen',
    language: b.language,
    position: first,
    synopsis: `<p>${series.synopsis}</p>`,
    content: body(b.language, cardiology),
    duration: DEMO_MEDIA_SECONDS,
    publishDate: publishedAt,
    participant: SPEAKERS[0] ?? null,
    trackingGA: `demo_${seriesId}`,
    analyticId: `demo-${seriesId}`,
    categoryId: cardiology.id,
    specialties: [cardiology.id],
    demo: true,
    media: DEMO_VIDEO,
    preview: DEMO_VIDEO.url,
    publications: publications(b, first + 1, publishedAt),
    clusters: ['contents', 'novelty', 'top10', 'unbranded', 'outdoor'],
    thumbnails: thumbnailsFor(b, seriesId, 'series', cardiology),
    seasons: series.seasons.map((seasonTitle, s) => ({
      id: `${seriesId}-t${s + 1}`,
      title: `${WORDS.season[b.language]} ${s + 1}: ${seasonTitle}`,
      episodes: [1, 2, 3].map((e) =>
        part(
          b,
          `${seriesId}-t${s + 1}e${e}`,
          `${WORDS.episode[b.language]} ${e} · ${seasonTitle}`,
          cardiology,
          e === 2 ? 'audio' : 'video',
        ),
      ),
    })),
  };
  const trainings = SPEAKER_TRAININGS[b.language].map((training, index): ContentInput => {
    const id = `${b.language}-palestrante-${pad(index + 1)}`;
    const specialty = DEMO_SPECIALTIES[index] as DemoSpecialty;
    const at = new Date(b.now - (index + 2) * 86_400_000);
    return {
      id,
      title: training.title,
      mainCluster: 'to_training',
      language: b.language,
      position: first + 1 + index,
      synopsis: `<p>${training.synopsis}</p>`,
      content: body(b.language, specialty),
      duration: DEMO_MEDIA_SECONDS,
      publishDate: at,
      participant: SPEAKERS[index + 3] ?? null,
      trackingGA: `demo_${id}`,
      analyticId: `demo-${id}`,
      categoryId: specialty.id,
      specialties: [specialty.id],
      demo: true,
      isSpeakerTraining: true,
      publications: publications(b, first + 2 + index, at),
      thumbnails: thumbnailsFor(b, id, 'training', specialty),
      lessons: [1, 2].map((l) =>
        part(
          b,
          `${id}-l${l}`,
          `${WORDS.lesson[b.language]} ${l}: ${training.title}`,
          specialty,
          'restricted video',
        ),
      ),
      // Speaker material is restricted media: served only through signed links (the content rules).
      speakerTrainingSlideDeck: DEMO_SPEAKER_DECK_URL,
    };
  });
  return [seriesItem, ...trainings];
}

/** Builds the whole corpus; `now` anchors the publication dates (newest first, a day or two apart). */
export function buildDemoCorpus(now: Date = new Date()): DemoCorpus {
  const arts: ThumbnailArt[] = [];
  const products: ProductInput[] = [];
  const items: ContentInput[] = [];
  for (const language of ['pt', 'es'] as const) {
    const b: Builder = { language, now: now.getTime(), arts };
    const byspecialty = new Map(DEMO_SPECIALTIES.map((s) => [s.id as string, productFor(b, s)]));
    products.push(...byspecialty.values());
    const topics = topicItems(b, byspecialty);
    items.push(...topics, ...specialItems(b, topics.length));
  }
  return { products, items, thumbnails: arts };
}
