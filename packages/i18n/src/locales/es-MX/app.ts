// Mexico's differences from `es`: usted forms, 'celular', and Ginecología for women's health.
export const appOverrides = {
  common: {
    busy: 'Espere, estamos procesando su solicitud…',
  },
  header: {
    country: {
      listLabel: 'Elija su país',
    },
  },
  footer: {
    appTitle: 'Lleve {{appName}} consigo',
  },
  landing: {
    ctaBody: 'Ingrese con su cuenta o regístrese con su cédula profesional.',
  },
  signIn: {
    heading: 'Inicie sesión en {{appName}}',
    body: 'El acceso se realiza a través de nuestro proveedor de identidad seguro, con el mismo correo electrónico y contraseña de su cuenta {{brand}}.',
    secondary:
      '¿Aún no tiene cuenta? El registro también se realiza a través del proveedor de identidad, con su cédula profesional.',
    forgotEmail: '¿Olvidó su correo electrónico?',
  },
  routeError: {
    body: 'No pudimos mostrar esta página. Vuelva a intentarlo en unos instantes.',
  },
  fields: {
    phone: 'Teléfono celular',
  },
};
