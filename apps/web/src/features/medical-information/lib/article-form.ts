// The article popup's form values, their rules (spec section 5) and the bodies of call 16 and send-mail.
import type { CreateMedicalRequestBody, SendMailBody } from '@portal/contracts';
import { type Country, cleanPhone, type Product } from '@portal/countries';
import type { PhoneNumbers } from '#lib/phone-numbers.ts';
import { buildContentLines } from './content-lines.ts';

export interface ArticleFormValues {
  phone: string;
  product: Product | '';
  articleTitle: string;
  magazine: string;
  author: string;
  year: string;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  phone: '',
  product: '',
  articleTitle: '',
  magazine: '',
  author: '',
  year: '',
};

export type ArticleField = keyof ArticleFormValues;
/** The message key (under medicalInformation.article.errors) of each invalid field. */
export type ArticleErrors = Partial<Record<ArticleField, 'product' | 'articleTitle' | 'phone' | 'year'>>;

/** Without the numbering plans (still loading) the phone is not judged yet; submit waits for them. */
export function validateArticle(
  values: ArticleFormValues,
  country: Pick<Country, 'code'>,
  phones: Pick<PhoneNumbers, 'isValidPhone'> | null,
): ArticleErrors {
  const errors: ArticleErrors = {};
  if (!values.product) errors.product = 'product';
  if (!values.articleTitle.trim()) errors.articleTitle = 'articleTitle';
  if (values.phone.trim() && phones && !phones.isValidPhone(values.phone, country)) errors.phone = 'phone';
  if (values.year.trim() && !/^\d{4}$/.test(values.year.trim())) errors.year = 'year';
  return errors;
}

export interface ArticleRequester {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
}

/** Labels of the content lines, in the spec's order: magazine, title, author, year. */
export interface ContentLabels {
  magazine: string;
  articleTitle: string;
  author: string;
  year: string;
}

export function articleRequestBody(
  values: ArticleFormValues & { product: Product },
  who: ArticleRequester,
  labels: ContentLabels,
): CreateMedicalRequestBody {
  return {
    product: values.product,
    name: who.name,
    email: who.email,
    phone: cleanPhone(values.phone.trim()) || undefined,
    type: 'Artigo',
    content: buildContentLines([
      { label: labels.magazine, value: values.magazine },
      { label: labels.articleTitle, value: values.articleTitle },
      { label: labels.author, value: values.author },
      { label: labels.year, value: values.year },
    ]),
  };
}

export function articleMailBody(
  values: ArticleFormValues & { product: Product },
  who: ArticleRequester,
  subject: string,
): SendMailBody {
  return {
    assunto: subject,
    nome: who.firstName || who.name,
    sobrenome: who.lastName,
    titulo: '',
    telefone: cleanPhone(values.phone.trim()),
    email: who.email,
    tituloArtigo: values.articleTitle.trim(),
    nomeRevista: values.magazine.trim(),
    autor: values.author.trim(),
    anoPublicacao: values.year.trim(),
    produto: values.product,
    tipo: 'Artigo',
  };
}
