import { SPECIALTIES } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { buildDemoCorpus, DEMO_COUNTRIES, DEMO_MAIN_CLUSTERS, DEMO_THUMBNAIL_TYPES } from './corpus.ts';
import { leafletPdf, thumbnailSvg, toneWav } from './media-files.ts';

const corpus = buildDemoCorpus(new Date('2026-03-01T12:00:00Z'));
const HOME_LISTS = ['top10', 'novelty', 'explore', 'unbranded', 'training', 'exclusive', 'feed', 'outdoor'];

describe.each(['pt', 'es'] as const)('demo corpus in %s', (language) => {
  const items = corpus.items.filter((item) => item.language === language);

  it('has at least 60 demo items, each published in every country of its language', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    for (const item of items) {
      expect(item.demo).toBe(true);
      expect(item.publications.map((p) => p.country).sort()).toEqual([...DEMO_COUNTRIES[language]].sort());
    }
  });

  it('covers every mainCluster, specialty and explicit home list', () => {
    expect(new Set(items.map((i) => i.mainCluster))).toEqual(new Set(DEMO_MAIN_CLUSTERS));
    expect(new Set(items.flatMap((i) => i.specialties ?? []))).toEqual(new Set(SPECIALTIES));
    const lists = new Set(
      items.flatMap((i) => (i.clusters ?? []).map((c) => (typeof c === 'string' ? c : c.id))),
    );
    for (const list of HOME_LISTS) expect(lists, list).toContain(list);
  });

  it('has episodes, lessons, a series with seasons and speaker training', () => {
    expect(items.some((i) => (i.episodes?.length ?? 0) > 0)).toBe(true);
    expect(items.some((i) => (i.lessons?.length ?? 0) > 0)).toBe(true);
    expect(items.filter((i) => (i.seasons?.length ?? 0) >= 2)).toHaveLength(1);
    expect(items.filter((i) => i.isSpeakerTraining).length).toBeGreaterThanOrEqual(2);
    expect(items.some((i) => i.media?.type === 'video')).toBe(true);
    expect(items.some((i) => i.media?.type === 'audio')).toBe(true);
  });

  it('gives every item a thumbnail of every type', () => {
    for (const item of items) {
      expect(new Set(item.thumbnails?.map((t) => t.type))).toEqual(new Set(DEMO_THUMBNAIL_TYPES));
    }
  });
});

describe('demo corpus ids and media', () => {
  it('has unique ids and a drawn file behind every thumbnail URL', () => {
    const ids = corpus.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const drawn = new Set(corpus.thumbnails.map((t) => t.url));
    const used = corpus.items.flatMap((i) => [
      ...(i.thumbnails ?? []),
      ...[
        ...(i.episodes ?? []),
        ...(i.lessons ?? []),
        ...(i.seasons ?? []).flatMap((s) => s.episodes),
      ].flatMap((p) => p.thumbnails ?? []),
    ]);
    for (const thumbnail of used) expect(drawn, thumbnail.url).toContain(thumbnail.url);
  });

  it('draws a poster for every episode and lesson: the player asks for its video thumbnail', () => {
    const drawn = new Set(corpus.thumbnails.map((t) => t.url));
    const parts = corpus.items.flatMap((i) => [
      ...(i.episodes ?? []),
      ...(i.lessons ?? []),
      ...(i.seasons ?? []).flatMap((s) => s.episodes),
    ]);
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      const poster = part.thumbnails?.find((t) => t.type === 'video');
      expect(poster && drawn.has(poster.url), `${part.id} poster`).toBe(true);
    }
  });

  it('draws SVG without text (never the title again), a valid WAV header and a PDF', () => {
    const art = {
      url: '',
      type: 'top10',
      specialty: 'cardiology',
      kind: 'video',
      colors: ['#000', '#fff'],
    } as const;
    for (const svg of [
      thumbnailSvg({ ...art, colors: ['#000', '#fff'] }),
      thumbnailSvg({ ...art, colors: ['#000', '#fff'], packshot: true }),
    ]) {
      expect(svg).toContain('width="400" height="600"');
      expect(svg).not.toContain('<text');
      // Small files: the demo writes about a thousand of them.
      expect(Buffer.byteLength(svg)).toBeLessThan(3_000);
    }
    const wav = toneWav(1, 8000);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(wav.length).toBe(44 + 8000 * 2);
    const pdf = leafletPdf(['x']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
