// UI texts of the shell and screens (Spanish for Argentina, Chile, Costa Rica, Colombia and Peru).
export const app = {
  common: {
    skipToContent: 'Saltar al contenido principal',
    loading: 'Cargando…',
    busy: 'Espera, estamos procesando tu solicitud…',
    opensInNewTab: '(se abre en una pestaña nueva)',
    close: 'Cerrar',
    combobox: {
      noMatch: 'Ninguna opción coincide con «{{text}}».',
      listLabel: 'Opciones',
    },
  },
  header: {
    homeLink: '{{appName}}, página de inicio',
    navLabel: 'Navegación principal',
    nav: {
      home: 'Inicio',
      doctorFinder: 'Buscador médico',
      signIn: 'Iniciar sesión',
    },
    country: {
      toggle: 'País: {{countryName}}',
      listLabel: 'Elige tu país',
      current: '(país actual)',
    },
  },
  footer: {
    legalNavLabel: 'Información legal',
    reportingNavLabel: 'Farmacovigilancia y calidad',
    disclaimersLabel: 'Avisos importantes',
    appTitle: 'Lleva {{appName}} contigo',
    approvalCode: 'Código de aprobación: {{code}}',
    docFinderApprovalCode: 'Buscador médico, código de aprobación: {{code}}',
    cookiePreferences: 'Preferencias de cookies',
    copyright: '© {{year}} {{brand}}. Todos los derechos reservados.',
  },
  landing: {
    audienceLabel: 'Público destinatario',
    ctaTitle: '¿Listo para comenzar?',
    ctaBody: 'Ingresa con tu cuenta o regístrate con tu número de registro profesional.',
  },
  legalPage: {
    contentsLabel: 'En esta página',
  },
  signIn: {
    title: 'Iniciar sesión',
    heading: 'Inicia sesión en {{appName}}',
    body: 'El acceso se realiza a través de nuestro proveedor de identidad seguro, con el mismo correo electrónico y contraseña de tu cuenta {{brand}}.',
    secondary:
      '¿Aún no tienes cuenta? El registro también se realiza a través del proveedor de identidad, con tu número de registro profesional.',
    forgotEmail: '¿Olvidaste tu correo electrónico?',
  },
  routeError: {
    title: 'Algo salió mal',
    body: 'No pudimos mostrar esta página. Vuelve a intentarlo en unos instantes.',
    retry: 'Intentar de nuevo',
    home: 'Volver al inicio',
  },
  fields: {
    phone: 'Teléfono móvil',
  },
};
