// Push notifications, the installable app and its offline page (Portuguese, Brazil): the base shape.
export const push = {
  preferences: {
    title: 'Notificações',
    lead: 'Receba avisos neste dispositivo, mesmo com o portal fechado.',
    switchLabel: 'Notificações push neste dispositivo',
    on: 'Ativadas',
    off: 'Desativadas',
    working: 'Aguarde…',
    denied:
      'O navegador bloqueou as notificações deste site. Para ativá-las, permita as notificações nas configurações do site no navegador e tente de novo.',
    unsupported: 'Este navegador não oferece notificações push.',
    failed: 'Não foi possível alterar as notificações agora. Tente de novo.',
    kindsLegend: 'Quero ser avisado sobre',
    kinds: {
      content: 'Novos conteúdos das minhas especialidades (no máximo um aviso por dia)',
      event_reminders: 'Lembretes de eventos que adicionei à agenda (24 horas e 15 minutos antes)',
      medical_information: 'Respostas às minhas solicitações de informação médica',
    },
    kindsSaved: 'Preferências de notificação salvas.',
    test: 'Enviar uma notificação de teste',
    testSent: 'Notificação de teste enviada. Ela chega em alguns segundos.',
  },
  notifications: {
    test: {
      title: 'Notificações ativadas',
      body: 'É assim que os avisos do portal aparecem neste dispositivo.',
    },
    eventSoon: { title: 'O evento começa em 15 minutos', body: '{{title}}' },
    eventReminder: { title: 'Lembrete de evento', body: '{{title}} — {{time}}' },
    newContentOne: { title: 'Novo conteúdo para você', body: '{{title}}' },
    newContentMany: { title: '{{count}} novos conteúdos para você', body: '{{title}} e outros' },
    medicalAnswer: {
      title: 'Sua solicitação foi respondida',
      body: 'A equipe de informação médica respondeu à sua solicitação {{id}}.',
    },
  },
  offline: {
    title: 'Sem conexão',
    body: 'Você está sem internet. Verifique sua conexão e tente de novo.',
    retry: 'Tentar de novo',
  },
  update: {
    available: 'Uma nova versão do portal está disponível.',
    reload: 'Recarregar',
  },
};
