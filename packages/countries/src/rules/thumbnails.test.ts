import { describe, expect, it } from 'vitest';
import { cutItems, THUMBNAIL_TYPES, thumbnailVariant } from './thumbnails.ts';

describe('thumbnailVariant', () => {
  it('lists the eight thumbnail types of spec section 9', () => {
    // "The types are cluster, episode, outdoor, podcast, preview, seeLater, top10 and video."
    expect(THUMBNAIL_TYPES.join(', ')).toBe(
      'cluster, episode, outdoor, podcast, preview, seeLater, top10, video',
    );
  });

  it('replaces the type word in the URL', () => {
    expect(thumbnailVariant('https://cdn.example/c/42/cluster.jpg', 'cluster', 'preview')).toBe(
      'https://cdn.example/c/42/preview.jpg',
    );
    expect(thumbnailVariant('/img/42_outdoor_x2.png', 'outdoor', 'preview')).toBe('/img/42_preview_x2.png');
    expect(thumbnailVariant('/img/42/top10.webp?v=3', 'top10', 'seeLater')).toBe('/img/42/seeLater.webp?v=3');
  });

  it('leaves the host and words that merely contain the type alone', () => {
    expect(thumbnailVariant('https://video.cdn.example/videos/7/video.jpg', 'video', 'episode')).toBe(
      'https://video.cdn.example/videos/7/episode.jpg',
    );
  });

  it('returns the URL unchanged when the type is absent', () => {
    expect(thumbnailVariant('/img/42/podcast.jpg', 'cluster', 'preview')).toBe('/img/42/podcast.jpg');
  });
});

describe('cutItems', () => {
  const items = ['a', 'b', 'c', 'd'];

  it('cuts to the count', () => {
    expect(cutItems(items, 2)).toEqual(['a', 'b']);
    expect(cutItems(items, 10)).toEqual(items);
  });

  it('keeps all for 0, as a new array', () => {
    const all = cutItems(items, 0);
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });
});
