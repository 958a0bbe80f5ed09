import { COUNTRIES } from '@portal/countries';
import { describe, expect, it } from 'vitest';
import { itemPath, listCluster, listForPath, listPath, listRoutePaths } from './lists.ts';

describe('lists', () => {
  it('finds the list of every alias, case-insensitively, with or without a detail part', () => {
    expect(listForPath('/novidades', 'bayer')).toBe('novelty');
    expect(listForPath('/novedades/abc', 'bayer')).toBe('novelty');
    expect(listForPath('/solo-en-um/a/b', 'bayer')).toBe('exclusive');
    expect(listForPath('/somente-no-UM', 'bayer')).toBe('exclusive');
    expect(listForPath('/contenidos/x', 'bayer')).toBe('contents');
    expect(listForPath('/guardados', 'bayer')).toBe('saved');
    expect(listForPath('/bayer-speakers/1', 'bayer')).toBe('speakertraining');
    expect(listForPath('/acme-speakers/1', 'acme')).toBe('speakertraining');
    expect(listForPath('/preferencias-usuario', 'bayer')).toBeNull();
  });

  it('links in the country language', () => {
    expect(listPath('novelty', COUNTRIES.BR.contentLanguage, 'bayer')).toBe('/novidades');
    expect(listPath('novelty', COUNTRIES.MX.contentLanguage, 'bayer')).toBe('/novedades');
    expect(listPath('exclusive', 'es', 'bayer')).toBe('/solo-en-docuniverse');
    expect(listRoutePaths('exclusive', 'bayer')).toEqual([
      '/somente-no-UM',
      '/solo-en-docuniverse',
      '/solo-en-UM',
    ]);
    expect(listCluster('saved')).toBe('saved');
  });

  it('opens items under their list, products under productos, speaker items under the speaker list', () => {
    const item = { id: 'a1', mainCluster: 'to_see' as const, isSpeakerTraining: false };
    expect(itemPath(item, 'novelty', 'pt', 'bayer')).toBe('/novidades/a1');
    expect(itemPath(item, null, 'es', 'bayer')).toBe('/contenidos/a1');
    expect(itemPath({ ...item, mainCluster: 'to_product' }, 'products', 'pt', 'bayer')).toBe('/productos/a1');
    expect(itemPath({ ...item, mainCluster: 'to_product' }, 'novelty', 'pt', 'bayer')).toBe('/novidades/a1');
    expect(itemPath({ ...item, isSpeakerTraining: true }, 'contents', 'pt', 'bayer')).toBe(
      '/bayer-speakers/a1',
    );
  });
});
