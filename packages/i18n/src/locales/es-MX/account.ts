// Mexican Spanish differences from es for the account screens: usted forms and 'celular'.
export const accountOverrides = {
  session: {
    authenticationError: 'Ocurrió un error con su autenticación: {{message}}',
  },
  pending: {
    heading: 'Estamos verificando su registro profesional',
    body: 'No encontramos su registro ({{register}}) con este nombre. Nuestro equipo revisará los datos y le avisará por correo electrónico. Mientras tanto, los contenidos para profesionales de la salud permanecen cerrados.',
    bodyRejected:
      'No fue posible confirmar su registro profesional. Si los datos son correctos, comuníquese con nuestro soporte.',
  },
  menu: {
    navLabel: 'Su cuenta',
  },
  loadError: {
    title: 'No pudimos cargar sus datos.',
  },
  home: {
    lead: 'Este es su espacio en {{appName}}. Pronto encontrará aquí contenidos, cursos y eventos de sus especialidades.',
    cardsLabel: 'Lo que puede hacer ahora',
    cards: {
      preferences: {
        body: 'Elija las especialidades de los contenidos que desea recibir.',
      },
      profile: {
        title: 'Su registro',
        body: 'Mantenga actualizados su correo electrónico y su teléfono celular.',
      },
      doctorFinder: {
        body: 'Registre sus direcciones de consulta para que los pacientes lo encuentren.',
      },
    },
  },
  preferences: {
    lead: 'Los contenidos de {{appName}} se eligen según las especialidades que marque.',
    required: 'Elija al menos una especialidad.',
    failed: 'No pudimos guardar sus preferencias. Inténtelo de nuevo.',
  },
  profile: {
    lead: 'Actualice sus datos de contacto. Los campos marcados con * son obligatorios.',
    registerNumber: 'Cédula profesional',
    phone: 'Teléfono celular *',
    phoneHint: 'Con lada, solo números.',
    failed: 'No pudimos guardar su registro. Inténtelo de nuevo.',
    errors: {
      emailRequired: 'Ingrese su correo electrónico.',
      emailInvalid: 'Ingrese un correo electrónico válido.',
      phoneRequired: 'Ingrese su teléfono celular.',
      phoneInvalid: 'Ingrese un número de teléfono celular válido.',
    },
  },
  unsaved: {
    body: 'Los cambios que hizo en esta página se perderán.',
  },
  doctorFinder: {
    lead: 'Administre su presencia en el buscador médico: su registro y las direcciones donde atiende.',
    registerLead: 'Confirme cómo desea aparecer para los pacientes.',
    addressTitle: 'Agregar dirección de consulta',
    editAddressTitle: 'Editar dirección de consulta',
    addressLead: 'Indique dónde atiende a sus pacientes.',
    required: 'Complete este campo.',
  },
};
