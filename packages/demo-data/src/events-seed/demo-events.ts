// The demo events' texts in Portuguese (Brazil) and Spanish (the Spanish-speaking countries), kept as
// data in demo-events.json.
import type { EventSpeaker } from '@portal/db';
import texts from './demo-events.json' with { type: 'json' };

export interface DemoEventText {
  slug: string;
  title: string;
  description: string;
  speakers: EventSpeaker[];
  specialty: string;
}

export const PT_EVENTS: DemoEventText[] = texts.pt;
export const ES_EVENTS: DemoEventText[] = texts.es;
