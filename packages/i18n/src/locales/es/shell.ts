// The portal's frame: primary navigation, header search, and the not-found page.
export const shell = {
  nav: {
    label: 'Navegación principal',
    menu: 'Menú',
    home: 'Inicio',
    contents: 'Contenidos',
    courses: 'Cursos',
    events: 'Eventos',
    medicalInformation: 'Información médica',
    doctorFinder: 'Buscador médico',
    speakerTraining: 'Capacitación de oradores',
    search: 'Buscar',
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que abriste no existe o cambió de lugar.',
    home: 'Volver al inicio',
  },
};
