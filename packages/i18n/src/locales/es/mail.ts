// Texts of the mails the server sends (Spanish): same shape as pt-br.
import type { DeepString } from '../../merge.ts';
import type { mail as base } from '../pt-br/mail.ts';

export const mail: DeepString<typeof base> = {
  greeting: '¡Hola, {{name}}!',
  greetingWithoutName: '¡Hola!',
  verification: {
    subject: 'Confirma tu correo electrónico',
    body: 'Recibimos tu registro en el portal. Para activar tu cuenta, confirma tu correo electrónico con el enlace de abajo.',
    action: 'Confirmar correo electrónico',
    expiry: 'El enlace es válido por 24 horas y se puede usar una sola vez.',
    ignore: 'Si no te registraste, ignora este mensaje.',
  },
  passwordReset: {
    subject: 'Restablecimiento de contraseña',
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva contraseña, usa el enlace de abajo.',
    action: 'Restablecer contraseña',
    expiry: 'El enlace es válido por 1 hora y se puede usar una sola vez.',
    ignore:
      'Si no solicitaste el restablecimiento, ignora este mensaje: tu contraseña sigue siendo la misma.',
  },
  emailChange: {
    subject: 'Confirma tu nuevo correo electrónico',
    body: 'Recibimos una solicitud para usar esta dirección en tu cuenta del portal. Para confirmar el cambio, usa el enlace de abajo.',
    action: 'Confirmar nuevo correo electrónico',
    expiry: 'El enlace es válido por 1 hora y se puede usar una sola vez.',
    ignore: 'Si no solicitaste este cambio, ignora este mensaje: nada cambia en la cuenta.',
  },
  passwordChanged: {
    subject: 'Tu contraseña fue cambiada',
    body: 'La contraseña de tu cuenta del portal acaba de cambiar, y se cerraron las sesiones en otros dispositivos.',
    ignore:
      'Si no fuiste tú, restablece la contraseña ahora con la opción "Olvidé mi contraseña" y comunícate con nuestro soporte.',
  },
  emailChanged: {
    subject: 'El correo electrónico de tu cuenta fue cambiado',
    body: 'El correo electrónico de tu cuenta del portal cambió a {{email}}. Esta dirección ya no recibirá nuestros mensajes.',
    ignore: 'Si no fuiste tú, comunícate con nuestro soporte de inmediato.',
  },
  articleRequest: {
    titulo: 'Tratamiento',
    nome: 'Nombre',
    sobrenome: 'Apellido',
    email: 'Correo electrónico',
    telefone: 'Teléfono',
    produto: 'Producto',
    tituloArtigo: 'Título del artículo',
    nomeRevista: 'Revista',
    autor: 'Autor',
    anoPublicacao: 'Año de publicación',
    tipo: 'Tipo',
  },
  medicalRequest: {
    subject: 'Solicitud de información médica: {{product}} ({{type}})',
    adverseEvent: 'SOSPECHA DE EVENTO ADVERSO',
    id: 'Protocolo',
    type: 'Tipo',
    product: 'Producto',
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    country: 'País',
    date: 'Fecha',
    preferredContact: 'Contacto preferido',
    content: 'Contenido',
    yes: 'sí',
    no: 'no',
  },
  /** The verification team's decision on a registration the registry did not confirm (issue 16). */
  professionalVerification: {
    approved: {
      subject: 'Su registro profesional fue aprobado',
      body: 'Nuestro equipo confirmó su registro profesional. Ya puede ingresar al portal y acceder a todo el contenido.',
      reason: 'Nota del equipo: {{reason}}',
      footer: 'Si usted no se registró en el portal, comuníquese con nuestro soporte.',
    },
    rejected: {
      subject: 'No fue posible confirmar su registro profesional',
      body: 'Nuestro equipo revisó su registro y no pudo confirmar su matrícula profesional.',
      reason: 'Motivo: {{reason}}',
      footer: 'Puede corregir sus datos en su perfil o escribir a nuestro soporte.',
    },
  },
};
