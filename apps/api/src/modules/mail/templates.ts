// The server's mails in the recipient's language, from the `mail` texts of the i18n dictionaries. A text
// part, and an HTML part whose every value is escaped.

import { decodeHtmlEntities, escapeHtml, type SendMailBody } from '@portal/contracts';
import { type CountryCode, getCountry } from '@portal/countries';
import { displayPhone } from '@portal/countries/phone-numbers';
import { dictionaries, interpolate, type Lang } from '@portal/i18n';

export type MailLanguage = Lang;

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * 'pt-br', 'pt_BR', 'pt' -> 'pt-br'; 'es-MX', 'es_mx' -> 'es-MX'; 'es', 'es-AR' -> 'es'; anything else
 * -> the fallback, then pt-br.
 */
export function mailLanguage(lang: string | null | undefined, fallback: string): MailLanguage {
  for (const candidate of [lang, fallback]) {
    const value = candidate?.trim().toLowerCase().replace('_', '-') ?? '';
    if (value.startsWith('pt')) return 'pt-br';
    if (value === 'es-mx') return 'es-MX';
    if (value.startsWith('es')) return 'es';
  }
  return 'pt-br';
}

const textsOf = (lang: MailLanguage) => dictionaries[lang].mail;

type LinkMailKind = 'verification' | 'passwordReset' | 'emailChange';

function linkMail(kind: LinkMailKind, lang: MailLanguage, name: string, link: string): MailContent {
  const texts = textsOf(lang);
  const text = texts[kind];
  const trimmed = name.trim();
  const greeting = trimmed ? interpolate(texts.greeting, { name: trimmed }) : texts.greetingWithoutName;
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
  return linkMail('verification', lang, firstName, link);
}

export function passwordResetMail(lang: MailLanguage, firstName: string, link: string): MailContent {
  return linkMail('passwordReset', lang, firstName, link);
}

export function emailChangeMail(lang: MailLanguage, firstName: string, link: string): MailContent {
  return linkMail('emailChange', lang, firstName, link);
}

export type NoticeKind = 'passwordChanged' | 'emailChanged';

/** A notice after a change to the account: no link, so a forged copy cannot lead anywhere. */
export function noticeMail(
  kind: NoticeKind,
  lang: MailLanguage,
  name: string,
  values: Record<string, string> = {},
): MailContent {
  const texts = textsOf(lang);
  const text = texts[kind];
  const trimmed = name.trim();
  const greeting = trimmed ? interpolate(texts.greeting, { name: trimmed }) : texts.greetingWithoutName;
  const body = interpolate(text.body, values);
  return {
    subject: text.subject,
    text: [greeting, '', body, '', text.ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p>${escapeHtml(text.ignore)}</p>`,
    ].join('\n'),
  };
}

type ArticleField = Exclude<keyof SendMailBody, 'assunto'>;

/** The order of the article request's lines. */
const ARTICLE_FIELDS: readonly ArticleField[] = [
  'titulo',
  'nome',
  'sobrenome',
  'email',
  'telefone',
  'produto',
  'tituloArtigo',
  'nomeRevista',
  'autor',
  'anoPublicacao',
  'tipo',
];

/** `label: value` lines as text, and as an HTML block of escaped lines. */
function labelledLines(lines: (readonly [string, string])[], item: (label: string, value: string) => string) {
  return {
    text: lines.map(([label, value]) => `${label}: ${value}`),
    html: lines.map(([label, value]) => item(escapeHtml(label), escapeHtml(value))),
  };
}

/** The article request for the medical-information mailbox: one line per filled field. */
export function articleRequestMail(lang: MailLanguage, request: SendMailBody): MailContent {
  const labels: Record<ArticleField, string> = textsOf(lang).articleRequest;
  const lines = ARTICLE_FIELDS.map((key) => [labels[key], request[key]?.trim() ?? ''] as const).filter(
    ([, value]) => value !== '',
  );
  const { text, html } = labelledLines(
    lines,
    (label, value) => `<li><strong>${label}:</strong> ${value}</li>`,
  );
  return {
    subject: request.assunto.replace(/\s+/g, ' '),
    text: text.join('\n'),
    html: `<ul>\n${html.join('\n')}\n</ul>`,
  };
}

/** A medical-information request as stored: its content is escaped text lines. */
export interface MedicalRequestMailInput {
  id: string;
  type: string;
  product: string;
  name: string;
  email: string;
  phone: string | null;
  country: CountryCode;
  date: Date;
  preferredContact: string | null;
  adverseEventSuspected: boolean;
  content: string;
}

/** The mail to the medical-information team: every field, escaped in the HTML part. */
export function medicalRequestMail(lang: MailLanguage, request: MedicalRequestMailInput): MailContent {
  const l = textsOf(lang).medicalRequest;
  const adverse = request.adverseEventSuspected ? `[${l.adverseEvent}] ` : '';
  const fields: (readonly [string, string])[] = [
    [l.id, request.id],
    [l.type, request.type],
    [l.product, request.product],
    [l.name, request.name],
    [l.email, request.email],
    // Stored in E.164; the team reads it as the country dials it.
    [l.phone, displayPhone(request.phone, getCountry(request.country))],
    [l.country, request.country],
    [l.date, request.date.toISOString()],
    [l.preferredContact, request.preferredContact ?? ''],
    [l.adverseEvent, request.adverseEventSuspected ? l.yes : l.no],
  ];
  const { text, html } = labelledLines(
    fields,
    (label, value) => `<p><strong>${label}:</strong> ${value}</p>`,
  );
  return {
    subject: adverse + interpolate(l.subject, { product: request.product, type: request.type }),
    // Stored content is escaped: the text part shows it as typed.
    text: [...text, `${l.content}:`, decodeHtmlEntities(request.content)].join('\n'),
    html: [
      ...html,
      `<p><strong>${escapeHtml(l.content)}:</strong></p>`,
      `<p>${request.content.replace(/\n/g, '<br>')}</p>`,
    ].join('\n'),
  };
}

/** The medical team's answer (issue 16), for the physician: the sanitised answer and a link to the portal. */
export interface MedicalAnswerMailInput {
  reference: string;
  product: string;
  name: string;
  /** Sanitised HTML (the desk's allowlist). */
  answerHtml: string;
  /** The answer as text lines. */
  answerText: string;
  hasAttachment: boolean;
  /** Where the physician reads it: the portal's medical-information page. */
  link: string;
}

export function medicalAnswerMail(lang: MailLanguage, input: MedicalAnswerMailInput): MailContent {
  const texts = textsOf(lang);
  const l = texts.medicalAnswer;
  const values = { product: input.product, reference: input.reference };
  const trimmed = input.name.trim();
  const greeting = trimmed ? interpolate(texts.greeting, { name: trimmed }) : texts.greetingWithoutName;
  const linkLabel = input.hasAttachment ? l.attachment : l.portal;
  return {
    subject: interpolate(l.subject, values).replace(/\s+/g, ' '),
    text: [
      greeting,
      '',
      interpolate(l.body, values),
      '',
      decodeHtmlEntities(input.answerText),
      '',
      `${linkLabel} ${input.link}`,
    ].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(interpolate(l.body, values))}</p>`,
      `<blockquote>${input.answerHtml}</blockquote>`,
      `<p>${escapeHtml(linkLabel)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>`,
    ].join('\n'),
  };
}
