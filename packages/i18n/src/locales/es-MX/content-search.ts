// Mexican Spanish differences from es for search and public access: usted forms, cédula profesional.
export const contentSearchOverrides = {
  search: {
    lead: 'Encuentre videos, audios y textos por título, tema o palabra clave. Los acentos y las mayúsculas no importan.',
    prompt: 'Escriba un término arriba para buscar en los contenidos disponibles para usted.',
    emptyHint: 'Revise la ortografía, use menos palabras o términos más generales.',
    didYouMeanBefore: '¿Quiso decir ',
  },
  publicAccess: {
    registerNumber: 'Cédula profesional',
    registerNumberHint: 'El número de su cédula profesional.',
  },
};
