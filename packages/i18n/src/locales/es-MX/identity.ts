// Mexican Spanish differences from es for the identity screens: usted forms, 'celular', cédula profesional.
export const identityOverrides = {
  common: {
    selectPlaceholder: 'Seleccione',
    unexpected: 'No pudimos completar la operación. Vuelva a intentarlo en unos instantes.',
    errorSummary: 'Revise los campos indicados:',
  },
  fields: {
    passwordConfirmation: 'Confirme la contraseña',
    phone: 'Teléfono celular',
    phoneHint: 'A 10 dígitos.',
    stateHint: 'Escriba para buscar y elija de la lista.',
  },
  errors: {
    required: 'Complete este campo.',
    select: 'Seleccione una opción.',
    email: 'Ingrese un correo electrónico válido.',
    emailTaken: 'Este correo electrónico ya está registrado. Inicie sesión o restablezca la contraseña.',
    phone: 'Ingrese un teléfono válido, a 10 dígitos.',
    mustAccept: 'Debe aceptar para continuar.',
    invalid: 'Revise este campo.',
    rut: 'RUT inválido: revise el dígito verificador.',
    identifierDigits: 'Ingrese un número de {{min}} a {{max}} dígitos.',
    identifierDigitsUpTo: 'Ingrese un número de hasta {{max}} dígitos.',
  },
  password: {
    email: 'nada de la parte de su correo antes de la @.',
    guessable: 'nada fácil de adivinar: se rechazan contraseñas comunes, secuencias y su nombre;',
  },
  signIn: {
    heading: 'Inicie sesión en {{appName}}',
    lead: 'Use el correo electrónico y la contraseña de su cuenta.',
    forgotEmail: '¿Olvidó su correo electrónico?',
    forgotEmailHelp: 'Si no recuerda el correo de su cuenta, escríbanos a {{email}} o llámenos al {{phone}}.',
    noAccount: '¿Aún no tiene cuenta?',
    register: 'Regístrese',
    pendingVerification:
      'Confirme su correo electrónico antes de ingresar: le enviamos un enlace de confirmación.',
    resendVerificationSent:
      'Si la cuenta aún espera confirmación, le enviamos un nuevo enlace. Revise su bandeja de entrada (y el spam).',
    disabled: 'Esta cuenta está desactivada. Comuníquese con nuestro soporte.',
    socialHeading: 'O ingrese con',
    providerError:
      'No pudimos cargar la pantalla de inicio de sesión. Recargue la página e inténtelo de nuevo.',
  },
  register: {
    heading: 'Cree su cuenta',
    completeHeading: 'Complete su registro',
    completeLead: 'Falta poco: ingrese sus datos profesionales para acceder a {{appName}}.',
    statesError: 'No pudimos cargar la lista de estados. Recargue la página.',
    registryNotFound:
      'No encontramos esta cédula en el registro de profesionales. Revise los datos; de todos modos puede continuar.',
    haveAccount: '¿Ya tiene cuenta?',
    alreadyRegistered: 'Ya existe un registro para esta cuenta. Inicie sesión con su correo y contraseña.',
    signatureExpired: 'Se agotó el tiempo para completar el registro. Inicie sesión de nuevo para continuar.',
    successHeading: 'Confirme su correo electrónico',
    successBody:
      'Enviamos un enlace de confirmación a {{email}}. Ábralo para activar su cuenta y después inicie sesión.',
    completeSuccessBody: 'Todo listo. Inicie sesión de nuevo para acceder a {{appName}}.',
    leave: {
      body: 'Se perderán los datos que ingresó.',
    },
  },
  forgotPassword: {
    lead: 'Ingrese el correo electrónico de su cuenta. Le enviaremos un enlace para crear una nueva contraseña.',
    sent: 'Si existe una cuenta con este correo, en unos instantes recibirá un enlace para restablecer la contraseña. El enlace vale por 1 hora.',
  },
  resetPassword: {
    heading: 'Cree una nueva contraseña',
    success: 'Contraseña cambiada. Ya puede iniciar sesión con la nueva contraseña.',
  },
  verifyEmail: {
    verifying: 'Confirmando su correo electrónico…',
    success: '¡Correo confirmado! Ya puede iniciar sesión.',
  },
  social: {
    failed: 'No pudimos iniciar sesión con la red social. Inténtelo de nuevo.',
  },
  docFinder: {
    heading: 'Ingrese al buscador médico',
    lead: 'Inicie sesión con su cuenta de {{appName}} para administrar su perfil y sus consultorios.',
    supportTitle: '¿Necesita ayuda?',
  },
};
