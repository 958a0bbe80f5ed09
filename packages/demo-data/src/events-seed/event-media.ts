// The demo events' pictures and speaker portraits (issue 37), drawn locally as small SVG files: the first
// three events of each language have a picture, the fourth shows the portal's designed fallback; each
// event's first speaker has an abstract portrait (nobody real), the others show their initials.
import { ARTWORK_TONES, artworkSpecialty } from '@portal/countries';
import { artworkSvg, portraitSvg } from '../content-seed/media-art.ts';
import { type DemoEventText, ES_EVENTS, PT_EVENTS } from './demo-events.ts';

/** Under the media store's /media/demo (written with the other demo files, media-files.ts). */
const EVENT_MEDIA_URL = '/media/demo/events';
const EVENTS_WITH_PICTURE = 3;

export function demoEventImageUrl(language: 'pt' | 'es', index: number, text: DemoEventText): string | null {
  return index < EVENTS_WITH_PICTURE ? `${EVENT_MEDIA_URL}/${language}-${text.slug}.svg` : null;
}

export function demoSpeakerPhotoUrl(
  language: 'pt' | 'es',
  text: DemoEventText,
  speaker: number,
): string | null {
  return speaker === 0 ? `${EVENT_MEDIA_URL}/${language}-${text.slug}-speaker.svg` : null;
}

/** [path under /media, SVG] of every demo event picture and portrait. */
export function demoEventMediaFiles(): [string, string][] {
  const files: [string, string][] = [];
  const groups = [
    ['pt', PT_EVENTS],
    ['es', ES_EVENTS],
  ] as const;
  for (const [language, texts] of groups) {
    texts.forEach((text, index) => {
      const specialty = artworkSpecialty(text.specialty);
      const colors = ARTWORK_TONES[specialty];
      const image = demoEventImageUrl(language, index, text);
      if (image) {
        const svg = artworkSvg({ width: 1280, height: 720, icon: specialty, kind: 'event', colors });
        files.push([image.slice('/media/'.length), svg]);
      }
      const photo = demoSpeakerPhotoUrl(language, text, 0);
      if (photo && text.speakers.length > 0)
        files.push([photo.slice('/media/'.length), portraitSvg(index + (language === 'es' ? 2 : 0), colors)]);
    });
  }
  return files;
}
