// Mexican Spanish differences from es for the doctor-finder: usted forms and the cédula profesional.
export const docfinderOverrides = {
  consent: {
    points: [
      'Se mostrarán públicamente, a cualquier persona y sin necesidad de cuenta: el nombre que indique, las especialidades, su cédula profesional y los domicilios y teléfonos de consulta que registre.',
      'Su correo electrónico y los demás datos de su cuenta nunca se muestran.',
      'Puede ocultar su registro de la búsqueda o salir del buscador médico en cualquier momento, en esta área; al salir, sus datos del buscador se eliminan y el retiro del consentimiento queda registrado.',
      'Base legal: su consentimiento. Registramos la versión de este texto y la fecha de aceptación.',
    ],
  },
  home: {
    lead: 'Su registro en el buscador médico y los domicilios donde atiende.',
    notJoinedTitle: 'Todavía no está en el buscador médico',
    notJoinedBody: 'Regístrese para que los pacientes lo encuentren por especialidad y ciudad.',
    limitReached: 'Alcanzó el límite de domicilios.',
    previewTitle: 'Cómo lo ven los pacientes',
    hidden: 'Su registro está oculto de la búsqueda.',
    shown: 'Su registro volvió a aparecer en la búsqueda.',
    leaveBody:
      'Su registro y todos sus domicilios se eliminarán y dejarán de aparecer en la búsqueda de inmediato.',
    left: 'Salió del buscador médico. Sus datos se eliminaron.',
    failed: 'No fue posible completar la acción. Inténtelo de nuevo.',
  },
  join: {
    lead: 'Confirme los datos que se mostrarán. Su cédula profesional se verifica en el padrón oficial.',
    registerNumber: 'Cédula profesional',
    specialtiesRequired: 'Elija al menos una especialidad.',
    consentRequired: 'Debe aceptar para aparecer en el buscador.',
    registryRefused: 'El padrón oficial no confirma esta cédula profesional.',
    phoneInvalid: 'Indique un teléfono válido.',
    failed: 'No fue posible completar el registro. Inténtelo de nuevo.',
    joined: '¡Listo! Ya está en el buscador médico.',
  },
  address: {
    statePlaceholder: 'Seleccione el estado',
    stateHint: 'Escriba para buscar y elija de la lista.',
    stateChoose: 'Elija una opción de la lista.',
    cityPlaceholder: 'Seleccione primero el estado',
    cityFilter: 'Escriba para filtrar las ciudades',
    postalCodeInvalid: 'Indique un CEP válido (00000-000).',
    postalCodeOtherInvalid: 'Indique un código postal válido.',
    cityInvalid: 'Elija una ciudad del estado seleccionado.',
    phoneInvalid: 'Indique un teléfono válido.',
    limit: 'Alcanzó el límite de domicilios.',
    failed: 'No fue posible guardar el domicilio. Inténtelo de nuevo.',
  },
  search: {
    lead: 'Encuentre médicos por especialidad, estado, ciudad o nombre.',
    failed: 'No fue posible buscar ahora. Inténtelo de nuevo.',
    registerNoUf: 'Cédula {{number}}',
    joinTitle: '¿Es médico?',
    joinBody: 'Registre sus domicilios de consulta para que los pacientes lo encuentren.',
  },
};
