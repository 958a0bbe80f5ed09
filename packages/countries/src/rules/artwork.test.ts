import { describe, expect, it } from 'vitest';
import { ARTWORK_ICONS, artworkKind, artworkSpecialty } from './artwork.ts';

describe('artwork', () => {
  it('reads a specialty from its id or a Portuguese or Spanish label, accents or not', () => {
    expect(artworkSpecialty('cardiology')).toBe('cardiology');
    expect(artworkSpecialty('Pneumologia')).toBe('pneumology');
    expect(artworkSpecialty('Neumología')).toBe('pneumology');
    expect(artworkSpecialty('Ginecología')).toBe('womens_health');
    expect(artworkSpecialty('Oftalmologia')).toBe('ophthalmology');
    expect(artworkSpecialty('Hematología')).toBe('hematology');
    expect(artworkSpecialty('Oncologia')).toBe('oncology');
  });

  it('falls back to the general tone for no or an unknown specialty', () => {
    expect(artworkSpecialty(null)).toBe('general');
    expect(artworkSpecialty('Dermatologia')).toBe('general');
  });

  it('gives each main cluster a kind icon that exists', () => {
    for (const cluster of ['to_see', 'to_listen', 'to_read', 'to_training', 'to_product', 'x']) {
      expect(ARTWORK_ICONS[artworkKind(cluster)]).toMatch(/^M/);
    }
    expect(artworkKind('to_listen')).toBe('audio');
    expect(artworkKind('to_product')).toBe('product');
  });
});
