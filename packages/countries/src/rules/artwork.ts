// The portal's imagery when an item has no picture of its own (issue 37): a brand pattern in the
// specialty's tone with the specialty's icon and the content kind's icon, never the title printed again.
// Shared by the web (inline SVG fallbacks) and the demo seed (the generated files), so both look alike.

/** Icons drawn on a 24×24 grid as one stroked path (round caps and joins, no fill). */
export const ARTWORK_ICONS = {
  cardiology: 'M12 20s-7.5-4.6-7.5-10.2A4.2 4.2 0 0 1 12 7.3a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z',
  womens_health: 'M12 14.5a5.2 5.2 0 1 0 0-10.4 5.2 5.2 0 0 0 0 10.4zM12 14.5V21M8.8 18h6.4',
  oncology:
    'M12 3.5a3.6 3.6 0 0 0-3.6 3.6c0 2.7 3.6 7.1 3.6 7.1s3.6-4.4 3.6-7.1A3.6 3.6 0 0 0 12 3.5zM9.6 11.6 6 20.5l3-.9 1.4 2.3 3.2-7.7M14.4 11.6l3.6 8.9-3 -.9-1.4 2.3',
  ophthalmology:
    'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  hematology: 'M12 3.5s6 6.4 6 10.8a6 6 0 0 1-12 0C6 9.9 12 3.5 12 3.5zM9.2 14.5a2.8 2.8 0 0 0 2.8 2.8',
  pneumology:
    'M12 4v7.5M12 11.5c-.9 1-2.4 1.3-3.5.6M12 11.5c.9 1 2.4 1.3 3.5.6M8.5 7.2C5.6 8.3 4 13 4 17.6c0 1.4.9 2.2 2.3 2.1 1.6-.1 2.7-1 2.7-2.7V8.5M15.5 7.2c2.9 1.1 4.5 5.8 4.5 10.4 0 1.4-.9 2.2-2.3 2.1-1.6-.1-2.7-1-2.7-2.7V8.5',
  general: 'M9.5 3.5h5v6h6v5h-6v6h-5v-6h-6v-5h6z',
  read: 'M6 3.5h8.5l3.5 3.5v13.5H6zM14 3.5V7.5h4M9 12h6M9 15.5h6',
  video: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5l5.5 3.5-5.5 3.5z',
  audio: 'M4.5 15.5V12a7.5 7.5 0 0 1 15 0v3.5M4.5 14.5h3v6h-3zM16.5 14.5h3v6h-3z',
  series: 'M3.5 8h13v11.5h-13zM7.5 4.5h13V16M8.5 11.5l4 2.3-4 2.3z',
  training: 'M2.5 9 12 4.5 21.5 9 12 13.5zM6.5 11v5c0 1.4 2.5 3 5.5 3s5.5-1.6 5.5-3v-5M21.5 9v5',
  product: 'M10.6 4.2a4.8 4.8 0 0 1 6.8 6.8l-6.8 6.8a4.8 4.8 0 0 1-6.8-6.8zM7.2 7.6l6.8 6.8',
  participate: 'M4 5h16v10.5H9.5L4 19.5zM8 9.5h8M8 12.5h5',
  event: 'M4 6h16v14H4zM4 10.5h16M8.5 3.5v4.5M15.5 3.5v4.5M8 14h3M13 14h3M8 17h3',
} as const;
export type ArtworkIcon = keyof typeof ARTWORK_ICONS;

/** Two tones per specialty (light on dark white icons pass 3:1 on both; the pattern is decorative). */
export const ARTWORK_TONES = {
  cardiology: ['#b3123b', '#5c0a24'],
  womens_health: ['#a83468', '#5a1838'],
  oncology: ['#5b2a86', '#2d1445'],
  ophthalmology: ['#0f6f8f', '#083a4b'],
  hematology: ['#a3201d', '#4f0f0e'],
  pneumology: ['#1d6f5a', '#0c3a2e'],
  general: ['#10384f', '#0a2232'],
} as const satisfies Record<string, readonly [string, string]>;
export type ArtworkSpecialty = keyof typeof ARTWORK_TONES;

/** Words that name a specialty in Portuguese and Spanish labels (events carry a label, not an id). */
const SPECIALTY_WORDS: [RegExp, ArtworkSpecialty][] = [
  [/cardi/, 'cardiology'],
  [/gine|obstet|mulher|mujer|women|womens_health/, 'womens_health'],
  [/onco|cancer/, 'oncology'],
  [/oftalm|ophthalm/, 'ophthalmology'],
  [/hemat/, 'hematology'],
  [/pneum|neumo|pulm/, 'pneumology'],
];

/** The specialty a specialty id or label stands for; `general` when none is known. */
export function artworkSpecialty(value: string | null | undefined): ArtworkSpecialty {
  if (!value) return 'general';
  const plain = value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return SPECIALTY_WORDS.find(([pattern]) => pattern.test(plain))?.[1] ?? 'general';
}

/** The kind icon of a main cluster (spec section 9); events and people have their own. */
export function artworkKind(mainCluster: string | null | undefined): ArtworkIcon {
  switch (mainCluster) {
    case 'to_see':
    case 'to_home':
      return 'video';
    case 'to_listen':
      return 'audio';
    case 'to_see_to_listen':
      return 'series';
    case 'to_training':
      return 'training';
    case 'to_product':
      return 'product';
    case 'to_participe':
      return 'participate';
    default:
      return 'read';
  }
}
