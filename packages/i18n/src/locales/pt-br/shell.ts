// The portal's frame: primary navigation, header search, and the not-found page.
export const shell = {
  nav: {
    label: 'Navegação principal',
    menu: 'Menu',
    home: 'Início',
    contents: 'Conteúdos',
    courses: 'Cursos',
    events: 'Eventos',
    medicalInformation: 'Informação médica',
    doctorFinder: 'Buscador médico',
    speakerTraining: 'Treinamento de palestrantes',
    search: 'Buscar',
  },
  notFound: {
    title: 'Página não encontrada',
    body: 'O endereço que você abriu não existe ou mudou de lugar.',
    home: 'Voltar ao início',
  },
};
