// Server-side mail texts in the account's language (pt-br / es). Not UI: the web's dictionaries do not
// reach the server's mails.
import type { SendMailBody } from '@portal/contracts';
import { escapeHtml } from './html.ts';

export type MailLanguage = 'pt-br' | 'es';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** 'pt-br', 'pt_BR', 'pt' -> 'pt-br'; 'es', 'es-MX', 'es_MX' -> 'es'; anything else -> the fallback. */
export function mailLanguage(lang: string | null | undefined, fallback: string): MailLanguage {
  for (const candidate of [lang, fallback]) {
    const value = candidate?.trim().toLowerCase() ?? '';
    if (value.startsWith('pt')) return 'pt-br';
    if (value.startsWith('es')) return 'es';
  }
  return 'pt-br';
}

interface LinkMailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

const VERIFICATION: Record<MailLanguage, LinkMailText> = {
  'pt-br': {
    subject: 'Confirme seu e-mail',
    greeting: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
    body: 'Recebemos seu cadastro no portal. Para ativar sua conta, confirme seu e-mail pelo link abaixo.',
    action: 'Confirmar e-mail',
    expiry: 'O link vale por 24 horas e pode ser usado uma única vez.',
    ignore: 'Se você não se cadastrou, ignore esta mensagem.',
  },
  es: {
    subject: 'Confirma tu correo electrónico',
    greeting: (name) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
    body: 'Recibimos tu registro en el portal. Para activar tu cuenta, confirma tu correo electrónico con el enlace de abajo.',
    action: 'Confirmar correo electrónico',
    expiry: 'El enlace es válido por 24 horas y se puede usar una sola vez.',
    ignore: 'Si no te registraste, ignora este mensaje.',
  },
};

const PASSWORD_RESET: Record<MailLanguage, LinkMailText> = {
  'pt-br': {
    subject: 'Redefinição de senha',
    greeting: (name) => (name ? `Olá, ${name}!` : 'Olá!'),
    body: 'Recebemos um pedido para redefinir a senha da sua conta. Para escolher uma nova senha, use o link abaixo.',
    action: 'Redefinir senha',
    expiry: 'O link vale por 1 hora e pode ser usado uma única vez.',
    ignore: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablecimiento de contraseña',
    greeting: (name) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
    body: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Para elegir una nueva contraseña, usa el enlace de abajo.',
    action: 'Restablecer contraseña',
    expiry: 'El enlace es válido por 1 hora y se puede usar una sola vez.',
    ignore:
      'Si no solicitaste el restablecimiento, ignora este mensaje: tu contraseña sigue siendo la misma.',
  },
};

function linkMail(text: LinkMailText, name: string, link: string): MailContent {
  const greeting = text.greeting(name.trim());
  return {
    subject: text.subject,
    text: [greeting, '', text.body, '', `${text.action}: ${link}`, '', text.expiry, text.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(text.body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`,
      `<p>${escapeHtml(text.expiry)}<br>${escapeHtml(text.ignore)}</p>`,
    ].join('\n'),
  };
}

export function verificationMail(lang: MailLanguage, firstName: string, link: string): MailContent {
  return linkMail(VERIFICATION[lang], firstName, link);
}

export function passwordResetMail(lang: MailLanguage, firstName: string, link: string): MailContent {
  return linkMail(PASSWORD_RESET[lang], firstName, link);
}

const ARTICLE_LABELS: Record<MailLanguage, Record<Exclude<keyof SendMailBody, 'assunto'>, string>> = {
  'pt-br': {
    titulo: 'Tratamento',
    nome: 'Nome',
    sobrenome: 'Sobrenome',
    email: 'E-mail',
    telefone: 'Telefone',
    produto: 'Produto',
    tituloArtigo: 'Título do artigo',
    nomeRevista: 'Revista',
    autor: 'Autor',
    anoPublicacao: 'Ano de publicação',
    tipo: 'Tipo',
  },
  es: {
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
};

/** The article request for the medical-information mailbox: one line per filled field. */
export function articleRequestMail(lang: MailLanguage, request: SendMailBody): MailContent {
  const labels = ARTICLE_LABELS[lang];
  const lines = (Object.keys(labels) as (keyof typeof labels)[])
    .map((key) => [labels[key], request[key]?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '');
  return {
    subject: request.assunto.replace(/\s+/g, ' '),
    text: lines.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<ul>\n${lines
      .map(([label, value]) => `<li><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</li>`)
      .join('\n')}\n</ul>`,
  };
}
