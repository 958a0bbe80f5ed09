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
  privacy: {
    heading: 'Sus datos',
    lead: 'Puede descargar todos los datos que el portal guarda sobre usted, en un archivo JSON.',
    downloadFailed: 'No pudimos descargar sus datos. Inténtelo de nuevo.',
    deletionLead:
      'Puede pedir que eliminemos su cuenta. Borraremos sus datos personales; lo que la ley nos obliga a conservar, como certificados y reportes de eventos adversos, queda sin su nombre.',
    deletionRequested:
      'Pidió la eliminación de la cuenta el {{date}}. Nuestro equipo la completará y le avisará.',
    confirmBody:
      'Después de la eliminación ya no podrá ingresar al portal, y la cuenta no se podrá recuperar.',
    deletionFailed: 'No pudimos registrar la solicitud. Inténtelo de nuevo.',
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
    stateHint: 'Escriba para buscar y elija de la lista.',
    statePrompt: 'Elija de la lista dónde ejerce para completar su registro.',
    statePromptTyped:
      'Elija de la lista dónde ejerce: lo que figuraba en su registro («{{typed}}») no coincide con ninguna opción.',
    failed: 'No pudimos guardar su registro. Inténtelo de nuevo.',
    errors: {
      emailRequired: 'Ingrese su correo electrónico.',
      emailInvalid: 'Ingrese un correo electrónico válido.',
      phoneRequired: 'Ingrese su teléfono celular.',
      phoneInvalid: 'Ingrese un número de teléfono celular válido.',
      stateRequired: 'Elija una opción de la lista.',
    },
  },
  security: {
    signOutEverywhere: {
      lead: 'Cierra la sesión en todos los dispositivos y navegadores en los que ingresó, incluido este.',
      confirmBody: 'Tendrá que ingresar de nuevo en cada dispositivo, incluido este.',
      failed: 'No pudimos cerrar las sesiones. Inténtelo de nuevo.',
    },
    password: {
      failed: 'No pudimos cambiar la contraseña. Inténtelo de nuevo.',
      errors: {
        currentRequired: 'Ingrese su contraseña actual.',
        newRequired: 'Ingrese la nueva contraseña.',
      },
    },
    email: {
      currentHint: 'Para cambiarlo, use «Cambiar correo electrónico» más abajo.',
      lead: 'Enviaremos un enlace a la nueva dirección. El correo solo cambia cuando abra ese enlace.',
      sent: 'Enviamos un enlace a {{email}}. Ábralo dentro de 1 hora para confirmar el cambio.',
      failed: 'No pudimos solicitar el cambio de correo. Inténtelo de nuevo.',
      errors: {
        newRequired: 'Ingrese el nuevo correo electrónico.',
        newInvalid: 'Ingrese un correo electrónico válido.',
        same: 'Este ya es su correo electrónico.',
      },
      confirm: {
        done: 'Listo: su correo electrónico ahora es {{email}}.',
        invalid:
          'Este enlace no es válido, ya se usó o expiró. Solicite el cambio de correo de nuevo en su registro.',
      },
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
