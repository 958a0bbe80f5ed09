import { describe, expect, it } from 'vitest';
import { createPaths } from './paths.ts';

const paths = createPaths('bayer');
const { content } = paths;

describe('content list paths', () => {
  it('finds the list of every alias, case-insensitively, with or without a detail part', () => {
    expect(content.listForPath('/novidades')).toBe('novelty');
    expect(content.listForPath('/novedades/abc')).toBe('novelty');
    expect(content.listForPath('/solo-en-um/a/b')).toBe('exclusive');
    expect(content.listForPath('/somente-no-UM')).toBe('exclusive');
    expect(content.listForPath('/contenidos/x')).toBe('contents');
    expect(content.listForPath('/guardados')).toBe('saved');
    expect(content.listForPath('/bayer-speakers/1')).toBe('speakertraining');
    expect(content.listForPath('/speaker-training')).toBe('speakertraining');
    expect(createPaths('acme').content.listForPath('/acme-speakers/1')).toBe('speakertraining');
    expect(content.listForPath('/preferencias-usuario')).toBeNull();
  });

  it('links in the country language', () => {
    expect(content.lists.novelty.getHref('pt')).toBe('/novidades');
    expect(content.lists.novelty.getHref('es')).toBe('/novedades');
    expect(content.lists.exclusive.getHref('es')).toBe('/solo-en-docuniverse');
    expect(content.lists.exclusive.paths).toEqual(['/somente-no-UM', '/solo-en-docuniverse', '/solo-en-UM']);
    expect(content.lists.saved.getHref('pt')).toBe('/salvos');
    expect(paths.search.getHref('pt')).toBe('/busca');
    expect(paths.search.getHref('es')).toBe('/busqueda');
  });

  it('opens items under their list, products under productos, courses on the course screen', () => {
    const item = { id: 'a1', isSpeakerTraining: false, mainCluster: 'to_see' as const };
    expect(content.item(item, 'novelty', 'pt')).toBe('/novidades/a1');
    expect(content.item(item, null, 'es')).toBe('/contenidos/a1');
    expect(content.item(item, 'products', 'pt')).toBe('/productos/a1');
    expect(content.item({ ...item, isSpeakerTraining: true }, 'contents', 'pt')).toBe('/cursos-online/a1');
    expect(content.item({ ...item, mainCluster: 'to_training' }, 'saved', 'es')).toBe('/cursos-online/a1');
    expect(content.item({ ...item, mainCluster: 'to_training' }, null, 'pt')).toBe('/cursos-online/a1');
    expect(content.part('novelty', 's 1', 'e/2', 'es')).toBe('/novedades/s%201/e%2F2');
  });
});

describe('screen paths', () => {
  it('builds the training, events and doctor-finder links of spec section 2', () => {
    expect(paths.training.course.getHref('c 1')).toBe('/cursos-online/c%201');
    expect(paths.training.lesson.getHref('c1', 'l2')).toBe('/cursos-online/c1/l2');
    expect(paths.training.moreInfo.getHref('c1')).toBe('/cursos-online/c1/mas-info');
    expect(paths.training.exam.getHref('c1')).toBe('/cursos-online/c1/examen');
    expect(paths.training.verifyCertificate.getHref('AB/1')).toBe('/certificados/verificar/AB%2F1');
    expect(paths.events.event.getHref('e1')).toBe('/eventos/e1');
    expect(paths.events.live.getHref('e1')).toBe('/eventos/e1/participar');
    expect(paths.docFinder.editAddress.getHref('a1')).toBe('/docfinder/editar-endereco/a1');
    expect(paths.publicContent.getHref('x')).toBe('/aceite-teste/x');
  });
});
