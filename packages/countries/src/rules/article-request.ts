/** Maximum lengths of the scientific-article request form (spec section 5). */
export const ARTICLE_FIELD_MAX = {
  name: 100,
  email: 320,
  phone: 15,
  articleTitle: 200,
  magazine: 200,
  author: 200,
  year: 4,
} as const;

/** The fixed product list of the article request, in the spec's order. */
export const PRODUCTS = [
  'Adempas',
  'Allurene',
  'Androcur',
  'Angeliq',
  'Avalox',
  'Bepantol Derma',
  'Betaferon',
  'Cicloprimogyna',
  'Cipro Oral',
  'Eylia',
  'Gyno-Icaden',
  'Kyleena',
  'Levitra',
  'Mesigyna',
  'Mirena',
  'Nebido',
  'Nexavar',
  'Primogyna',
  'Qlaira',
  'Stivarga',
  'Xarelto',
  'Xofigo',
  'Yasmin 21 7',
  'Yaz 24 4',
  'Yaz Flex',
  'Outro',
] as const;
export type Product = (typeof PRODUCTS)[number];
