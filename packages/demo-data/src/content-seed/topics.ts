// Demo medical-education topics, written for the portal's two content languages. Each topic becomes one
// Portuguese item (Brazil) and one Spanish item (the Spanish-speaking countries). Texts are educational
// placeholders for a demo, not clinical guidance. The texts are data in topics.json.
import topics from './topics.json' with { type: 'json' };

export interface LocalizedText {
  pt: string;
  es: string;
}

export interface DemoTopic {
  /** Short, URL-safe slug; unique within its specialty. */
  slug: string;
  title: LocalizedText;
  synopsis: LocalizedText;
}

export interface DemoSpecialty {
  /** The specialty value of @portal/countries (SPECIALTIES). */
  id: 'cardiology' | 'womens_health' | 'oncology' | 'ophthalmology' | 'hematology' | 'pneumology';
  /** Short code used in item ids. */
  code: string;
  name: LocalizedText;
  /** Two brand colours of the generated thumbnails. */
  colors: [string, string];
  /** Paragraphs shared by the bodies of the specialty's items. */
  background: LocalizedText[];
  topics: DemoTopic[];
}

export const DEMO_SPECIALTIES = topics as DemoSpecialty[];
