import type { Thumbnail } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { outdoorThumbnail, pickThumbnail, thumbnailSrcSet } from './thumbnails.ts';

const NOW = Date.parse('2026-01-01T00:00:00Z');

function thumb(type: Thumbnail['type'], url: string, expires: string | null = null): Thumbnail {
  return { id: `t-${type}`, type, url, expires, urlPdf: null };
}

describe('pickThumbnail', () => {
  it('returns the stored thumbnail of the asked type', () => {
    const stored = [thumb('cluster', '/media/a/cluster.svg'), thumb('top10', '/media/a/top10-special.svg')];
    expect(pickThumbnail(stored, 'top10', NOW)?.url).toBe('/media/a/top10-special.svg');
  });

  it('builds a missing type by replacing the type word of another thumbnail', () => {
    const built = pickThumbnail(
      [thumb('cluster', 'https://cdn.example/videos/42/cluster.png')],
      'seeLater',
      NOW,
    );
    expect(built).toMatchObject({ type: 'seeLater', url: 'https://cdn.example/videos/42/seeLater.png' });
  });

  it('skips expired thumbnails, also as the source of a variant', () => {
    const stored = [
      thumb('preview', '/media/old/preview.svg', '2025-12-31T23:59:59Z'),
      thumb('cluster', '/media/new/cluster.svg', '2026-02-01T00:00:00Z'),
    ];
    expect(pickThumbnail(stored, 'preview', NOW)?.url).toBe('/media/new/preview.svg');
    expect(pickThumbnail([stored[0]!], 'preview', NOW)).toBeNull();
  });

  it('returns null without thumbnails', () => {
    expect(pickThumbnail([], 'cluster', NOW)).toBeNull();
  });
});

describe('outdoorThumbnail', () => {
  it('uses the preview thumbnail, not the outdoor one', () => {
    const item = { thumbnail: [thumb('outdoor', '/m/outdoor.svg'), thumb('preview', '/m/p.svg')] };
    expect(outdoorThumbnail(item, NOW)?.url).toBe('/m/p.svg');
    expect(outdoorThumbnail({ thumbnail: [thumb('outdoor', '/m/x/outdoor.svg')] }, NOW)?.url).toBe(
      '/m/x/preview.svg',
    );
  });
});

describe('thumbnailSrcSet', () => {
  it('offers the 640 and 1280 px variants of a 16:9 picture named by its type', () => {
    expect(thumbnailSrcSet({ type: 'cluster', url: '/media/demo/thumbnails/a/cluster.svg' })).toBe(
      '/media/demo/thumbnails/a/cluster.svg 640w, /media/demo/thumbnails/a/preview.svg 1280w',
    );
  });

  it('offers nothing when one file serves every type, or for other shapes', () => {
    expect(thumbnailSrcSet({ type: 'cluster', url: '/media/uploads/photo.png' })).toBeNull();
    expect(thumbnailSrcSet({ type: 'top10', url: '/media/a/top10.svg' })).toBeNull();
  });
});
