// Push notifications, the installable app and its offline page (Spanish): same shape as pt-br.
import type { DeepString } from '../../merge.ts';
import type { push as base } from '../pt-br/push.ts';

export const push: DeepString<typeof base> = {
  preferences: {
    title: 'Notificaciones',
    lead: 'Recibe avisos en este dispositivo, incluso con el portal cerrado.',
    switchLabel: 'Notificaciones push en este dispositivo',
    on: 'Activadas',
    off: 'Desactivadas',
    working: 'Espera…',
    denied:
      'El navegador bloqueó las notificaciones de este sitio. Para activarlas, permite las notificaciones en la configuración del sitio en el navegador e inténtalo de nuevo.',
    unsupported: 'Este navegador no ofrece notificaciones push.',
    failed: 'No se pudieron cambiar las notificaciones ahora. Inténtalo de nuevo.',
    kindsLegend: 'Quiero recibir avisos sobre',
    kinds: {
      content: 'Nuevos contenidos de mis especialidades (como máximo un aviso por día)',
      event_reminders: 'Recordatorios de eventos que agregué a mi calendario (24 horas y 15 minutos antes)',
      medical_information: 'Respuestas a mis solicitudes de información médica',
    },
    kindsSaved: 'Preferencias de notificación guardadas.',
    test: 'Enviarme una notificación de prueba',
    testSent: 'Notificación de prueba enviada. Llegará en unos segundos.',
  },
  notifications: {
    test: {
      title: 'Notificaciones activadas',
      body: 'Así se ven los avisos del portal en este dispositivo.',
    },
    eventSoon: { title: 'El evento empieza en 15 minutos', body: '{{title}}' },
    eventReminder: { title: 'Recordatorio de evento', body: '{{title}} — {{time}}' },
    newContentOne: { title: 'Nuevo contenido para ti', body: '{{title}}' },
    newContentMany: { title: '{{count}} nuevos contenidos para ti', body: '{{title}} y otros' },
    medicalAnswer: {
      title: 'Tu solicitud fue respondida',
      body: 'El equipo de información médica respondió a tu solicitud {{id}}.',
    },
  },
  offline: {
    title: 'Sin conexión',
    body: 'No tienes conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  update: {
    available: 'Hay una nueva versión del portal disponible.',
    reload: 'Recargar',
  },
};
