// The mail to the medical-information mailbox for each request: every field, escaped in the HTML part.
import type { MedicalInformationRequestRow } from '@portal/db';
import { escapeHtml } from '../mail/html.ts';
import type { OutgoingMail } from '../mail/outbox.ts';
import type { MailLanguage } from '../mail/templates.ts';
import { unescapeEntities } from './sanitise.ts';

const LABELS = {
  'pt-br': {
    subject: 'Solicitação de informação médica',
    adverse: 'SUSPEITA DE EVENTO ADVERSO',
    id: 'Protocolo',
    type: 'Tipo',
    product: 'Produto',
    name: 'Nome',
    email: 'E-mail',
    phone: 'Telefone',
    country: 'País',
    date: 'Data',
    preferredContact: 'Contato preferido',
    content: 'Conteúdo',
    yes: 'sim',
    no: 'não',
  },
  es: {
    subject: 'Solicitud de información médica',
    adverse: 'SOSPECHA DE EVENTO ADVERSO',
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
} as const;

export function medicalRequestMail(
  lang: MailLanguage,
  row: MedicalInformationRequestRow,
): Omit<OutgoingMail, 'to' | 'kind'> {
  const l = LABELS[lang];
  const subject = `${row.adverseEventSuspected ? `[${l.adverse}] ` : ''}${l.subject}: ${row.product} (${row.type})`;
  // Stored content is escaped: the text part shows it as typed.
  const content = unescapeEntities(row.content);
  const fields: [string, string][] = [
    [l.id, row.id],
    [l.type, row.type],
    [l.product, row.product],
    [l.name, row.name],
    [l.email, row.email],
    [l.phone, row.phone ?? ''],
    [l.country, row.country],
    [l.date, row.date.toISOString()],
    [l.preferredContact, row.preferredContact ?? ''],
    [l.adverse, row.adverseEventSuspected ? l.yes : l.no],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), `${l.content}:`, content].join('\n');
  const html = [
    ...fields.map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`),
    `<p><strong>${escapeHtml(l.content)}:</strong></p>`,
    `<p>${row.content.replace(/\n/g, '<br>')}</p>`,
  ].join('\n');
  return { subject, text, html };
}
