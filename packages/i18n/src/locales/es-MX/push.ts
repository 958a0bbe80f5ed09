// Mexican Spanish differences from es for push notifications: usted forms.
export const pushOverrides = {
  preferences: {
    lead: 'Reciba avisos en este dispositivo, incluso con el portal cerrado.',
    working: 'Espere…',
    denied:
      'El navegador bloqueó las notificaciones de este sitio. Para activarlas, permita las notificaciones en la configuración del sitio en el navegador e inténtelo de nuevo.',
    failed: 'No se pudieron cambiar las notificaciones ahora. Inténtelo de nuevo.',
  },
  notifications: {
    newContentOne: { title: 'Nuevo contenido para usted' },
    newContentMany: { title: '{{count}} nuevos contenidos para usted' },
    medicalAnswer: {
      title: 'Su solicitud fue respondida',
      body: 'El equipo de información médica respondió a su solicitud {{id}}.',
    },
  },
  offline: {
    body: 'No tiene conexión a internet. Revise su conexión e inténtelo de nuevo.',
  },
};
