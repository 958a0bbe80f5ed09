// Mexican Spanish differences from es for events: usted forms.
export const eventsOverrides = {
  list: { lead: 'Eventos en línea con especialistas: participe en vivo o vea las grabaciones.' },
  states: { notFound: 'Evento no encontrado o no disponible para usted.' },
  detail: { calendarFailed: 'No se pudo descargar el archivo del calendario. Inténtelo de nuevo.' },
  live: {
    unreachableBody:
      'El servicio de videoconferencia no respondió. Revise su conexión o si la red bloquea el servicio e inténtelo de nuevo.',
  },
};
