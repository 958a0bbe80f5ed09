// The mail relay `POST /sendmail/send` (the spec's external send-mail service): the article-request
// mail to the medical-information mailbox. Field names are the spec's (Portuguese).
import { ARTICLE_FIELD_MAX, PRODUCTS } from '@portal/countries';
import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const sendMailBodySchema = z.object({
  assunto: z.string().trim().min(1).max(200),
  nome: z.string().trim().min(1).max(ARTICLE_FIELD_MAX.name),
  sobrenome: optionalText(ARTICLE_FIELD_MAX.name),
  /** Form of address (Dr., Dra., ...). */
  titulo: optionalText(50),
  telefone: optionalText(ARTICLE_FIELD_MAX.phone),
  email: z.string().trim().toLowerCase().pipe(z.email().max(ARTICLE_FIELD_MAX.email)),
  tituloArtigo: z.string().trim().min(1).max(ARTICLE_FIELD_MAX.articleTitle),
  nomeRevista: optionalText(ARTICLE_FIELD_MAX.magazine),
  autor: optionalText(ARTICLE_FIELD_MAX.author),
  anoPublicacao: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'Expected a four-digit year')
    .optional(),
  produto: z.union([z.enum(PRODUCTS), z.literal('')]).optional(),
  tipo: optionalText(50),
});
export type SendMailBody = z.infer<typeof sendMailBodySchema>;

export const sendMailResponseSchema = z.object({ queued: z.literal(true), id: z.uuid() });
export type SendMailResponse = z.infer<typeof sendMailResponseSchema>;
