// UI texts of online events and the live-meeting view (Spanish): same shape as pt-br.
import type { DeepString } from '../../merge.ts';
import type { events as base } from '../pt-br/events.ts';

export const events: DeepString<typeof base> = {
  list: {
    title: 'Eventos',
    lead: 'Eventos en línea con especialistas: participa en vivo o mira las grabaciones.',
    upcoming: 'Próximos eventos',
    past: 'Eventos anteriores',
    noUpcoming: 'No hay eventos programados por ahora.',
    noPast: 'No hay eventos anteriores.',
    liveBadge: 'En vivo',
    timesIn: 'Horarios en {{zone}}',
  },
  states: {
    loading: 'Cargando…',
    error: 'No se pudo cargar ahora.',
    retry: 'Intentar de nuevo',
    notFound: 'Evento no encontrado o no disponible para ti.',
    backToList: 'Volver a los eventos',
  },
  detail: {
    back: 'Volver a los eventos',
    when: 'Cuándo',
    zone: 'Zona horaria: {{zone}}',
    speakers: 'Ponentes',
    specialty: 'Especialidad: {{specialty}}',
    addToCalendar: 'Agregar al calendario (.ics)',
    calendarFailed: 'No se pudo descargar el archivo del calendario. Inténtalo de nuevo.',
    join: 'Participar ahora',
    notLiveYet: 'La sala abre 15 minutos antes del inicio.',
    recording: 'Ver la grabación',
    ended: 'Este evento ya terminó.',
  },
  live: {
    title: 'En vivo: {{title}}',
    connecting: 'Conectando a la sala…',
    leave: 'Salir del evento',
    frameLabel: 'Sala del evento',
    unreachableTitle: 'No se pudo conectar a la sala del evento',
    unreachableBody:
      'El servicio de videoconferencia no respondió. Revisa tu conexión o si la red bloquea el servicio e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
    backToEvent: 'Volver a la página del evento',
    notLive: 'La sala de este evento no está abierta ahora.',
  },
};
